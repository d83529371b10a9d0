/// Averages a square of (2·radius + 1) pixels around each pixel (Core Image's `CIBoxBlur`).
///
/// Separable and exact: a horizontal then a vertical pass, each reading two texels per linear
/// read (a fractional radius weights the outermost column and row by its fraction). Wide boxes
/// first average aligned runs of `block` texels into a coarse level squeezed along the pass's
/// axis; the pass then reads the window's ragged ends from the input and its middle from the
/// coarse level, so its reads grow with about √radius instead of radius
/// (`blockSize(window:)` in `BoxBlur+Apply.swift`). The extent grows by ⌈radius⌉.
// filter: boxBlur
// category: blur
// doc: Blurs the image with a square box filter.
// apply: custom
// uniform float radius; // = 10; range 0..100; slider 0..50; identity 0; unit px; Half-width of the square: each pixel averages (2·radius + 1)² pixels.

// One direction of an exact box blur (BoxBlur+Apply.swift) without coarse blocks: the output texel i
// along `axis` ((1, 0) horizontal, (0, 1) vertical) averages the texels i − radius … i + radius
// (`radius` whole), plus the two texels just outside weighted `edge` (a fractional radius), times
// `scale` (1 / (2 · radius + 1 + 2 · edge)). The centre is read as one texel (input0Texel); each
// side's run two texels per linear read placed on the boundary between them, where the filter
// weighs both exactly ½ (⌈radius / 2⌉ reads a side; an odd run's last texel is read
// at its centre, alone). `edgeTaps` is 1 when `edge` > 0, else 0 (a uniform loop bound).
//
// Template: BoxBlur+Apply.swift instantiates one kernel per read count (`pairs`, a constant so the
// loop unrolls: a CPU rasteriser runs loops of uniform length several times slower) by
// replacing "boxBlurPairs4" with "boxBlurPairs<N>" and "_count = 4;" with "_count = <N>;".

const int boxBlurPairs4_count = 4;

vec4 boxBlurPairs4(vec2 destCoord, vec2 axis, float radius, float edge, int edgeTaps, float scale) {
    vec2 across = destCoord * (vec2(1.0) - axis);
    float centre = floor(dot(destCoord, axis)) + 0.5;
    vec4 sum = input0Texel(across + axis * centre);
    for (int k = 0; k < boxBlurPairs4_count; k++) {
        // Texels 2k + 1 and 2k + 2 away on each side: both (at their boundary, ×2) or the first.
        float n = min(radius - float(2 * k), 2.0);
        float offset = float(2 * k) + (n > 1.5 ? 1.5 : 1.0);
        sum += n * (input0Linear(across + axis * (centre + offset)) + input0Linear(across + axis * (centre - offset)));
    }
    for (int k = 0; k < edgeTaps; k++) {
        float offset = radius + 1.0;
        sum += edge * (input0Texel(across + axis * (centre - offset)) + input0Texel(across + axis * (centre + offset)));
    }
    return sum * scale;
}
