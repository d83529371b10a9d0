/// High-quality scaling with a separable Lanczos-3 filter (Core Image's
/// `CILanczosScaleTransform`): x is scaled by `scale · aspectRatio`, y by `scale`, about the
/// working-space origin. When shrinking, the kernel widens to 3 / scale input pixels so it also
/// low-passes: unlike ``AffineTransformFilter`` it does not alias when downscaling (e.g. to 10 %).
/// Edge pixels are repeated under the kernel, so the borders do not darken.
///
/// Two `sampling` passes (horizontal at the output width, then vertical), each reading one texel
/// per tap, ⌈6 / min(scale, 1)⌉ taps per output pixel along its axis (rounded up to
/// `tapCounts`); a shrink by a whole factor (0.5, 0.25, 0.1) computes its weights once and reads
/// adjacent taps of one sign together with one linear read (`PeriodicReads`: 6 reads instead
/// of 12 at 0.5). Scales below 0.05 per axis
/// run in several stages of at least 0.05 each, which bounds the taps per pixel to 120
/// (`LanczosScaleTransform+Apply.swift`).
// filter: lanczosScaleTransform
// category: geometry
// doc: Scales the image with a Lanczos-3 filter: sharp, and free of aliasing when shrinking.
// apply: custom
// uniform float scale;       // = 1; range 0.001..100; slider 0.05..1.5; identity 1; Scale factor for both axes.
// uniform float aspectRatio; // = 1; range 0.001..100; slider 0.05..2; identity 1; Additional horizontal scale factor.

// Stand-alone validation (scripts/check-shaders.sh) sees no emitter macros: declare the input.

// One pass of a separable Lanczos-3 resampling along `axis` ((1, 0) horizontal, (0, 1) vertical):
// output coordinate t = input t · scale. The output pixel at t reads input pixel centres c within
// 3 / filterScale of u = t / scale (filterScale = min(scale, 1) widens the kernel when shrinking,
// so it also low-passes), weighted by L((c − u) · filterScale), L(x) = sinc(x) sinc(x / 3) for
// |x| < 3, normalised by the weight sum. Centres outside bounds (the input's first and last pixel
// centres along the axis) are clamped to the edge. The ⌈6 / filterScale⌉ centres read (rounded
// up to a template size; the extra ones weigh 0) start just above u − 3 / filterScale: every
// centre strictly inside the support.
// Outside `extent` (the output's minX, minY, maxX, maxY) the result is transparent without a
// read: the last pass of a shrink is drawn over the whole destination, most of it outside.
//
// Cost on a CPU rasteriser: every tap sits on a texel centre, so it reads one texel
// (input0Texel, no filtering); sin(πx) sin(πx/3) = s²(3 − 4s²) with s = sin(πx/3) (triple
// angle), and s follows the taps' arithmetic progression by the recurrence
// s[k+1] = 2 cos(d) s[k] − s[k−1] (d = π · filterScale / 3): two sin and one cos per pixel
// instead of two sin per tap (float error below 1e-4 at the 122 taps of scale 0.05).
//
// Precomputed weights: when 1 / scale is whole (a shrink by 2, 4, 10 …) the taps' phase
// (first − u) is the same for every pixel drawn at a pixel centre, so LanczosScaleTransform+Apply.swift
// computes the weights once (normalised) and merges adjacent taps of one sign into one linear
// read placed between them (`offsets` from `first`, `weights`; `phase`: the expected first − u).
// A pixel with another phase (not drawn at a pixel centre, or another scale: `phase` 1e9)
// computes its weights (the general path above). Clamping a read into `bounds` is exact for
// pairs too: a pair that reaches past the edge texel reads only the edge texel. Only shrinks:
// llvmpipe runs both sides of the test, which costs a 2× upscale (6 taps) more than it saves.
//
// Template: LanczosScaleTransform+Apply.swift instantiates one kernel per tap count and read count
// (constants, so the loops unroll: a CPU rasteriser runs loops of uniform length several times
// slower) by replacing "lanczosScaleTaps12" with its name, "_count = 12;" with the taps and
// "_reads = 6;" with the reads.

const int lanczosScaleTaps12_count = 12;
const int lanczosScaleTaps12_reads = 6;

// The general path: weights computed per pixel.
vec4 lanczosScaleTaps12_computed(vec2 destCoord, vec2 axis, float scale, float filterScale, vec2 bounds) {
    const float pi = 3.14159265;
    float u = dot(destCoord, axis) / scale;
    vec2 across = destCoord * (vec2(1.0) - axis);
    float first = floor(u - 3.0 / filterScale - 0.5) + 1.5;
    float x0 = (first - u) * filterScale;
    float d = pi * filterScale / 3.0;
    float twoCos = 2.0 * cos(d);
    float sPrevious = sin(pi * x0 / 3.0 - d);
    float s = sin(pi * x0 / 3.0);
    vec4 sum = vec4(0.0);
    float weightSum = 0.0;
    for (int k = 0; k < lanczosScaleTaps12_count; k++) {
        float x = x0 + float(k) * filterScale;
        float px = pi * x;
        float w = abs(x) < 1e-6 ? 1.0 : (abs(x) >= 3.0 ? 0.0 : 3.0 * s * s * (3.0 - 4.0 * s * s) / (px * px));
        float sNext = twoCos * s - sPrevious;
        sPrevious = s;
        s = sNext;
        sum += w * input0Texel(across + axis * clamp(first + float(k), bounds.x, bounds.y));
        weightSum += w;
    }
    return weightSum != 0.0 ? sum / weightSum : vec4(0.0);
}

vec4 lanczosScaleTaps12(vec2 destCoord, vec2 axis, float scale, float filterScale, vec2 bounds, vec4 extent,
                        float phase, float offsets[lanczosScaleTaps12_reads], float weights[lanczosScaleTaps12_reads]) {
    if (any(lessThan(destCoord, extent.xy)) || any(greaterThan(destCoord, extent.zw))) return vec4(0.0);
    float u = dot(destCoord, axis) / scale;
    float first = floor(u - 3.0 / filterScale - 0.5) + 1.5;
    // Other scales have one (unused) read: the test folds away when the program is compiled.
    if (lanczosScaleTaps12_reads == 1 || abs(first - u - phase) > 2e-3) {
        return lanczosScaleTaps12_computed(destCoord, axis, scale, filterScale, bounds);
    }
    vec2 across = destCoord * (vec2(1.0) - axis);
    vec4 sum = vec4(0.0);
    for (int k = 0; k < lanczosScaleTaps12_reads; k++) {
        sum += weights[k] * input0Linear(across + axis * clamp(first + offsets[k], bounds.x, bounds.y));
    }
    return sum;
}
