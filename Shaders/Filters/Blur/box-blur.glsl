// One direction of an exact box blur (BoxBlur.swift) without coarse blocks: the output texel i
// along `axis` ((1, 0) horizontal, (0, 1) vertical) averages the `window` input texels
// i − (window − 1) / 2 … i + (window − 1) / 2, plus the two texels just outside weighted `edge`
// (a fractional radius), times `scale` (1 / (window + 2 · edge)). Every tap sits on a texel
// centre and reads one texel (input0Texel): on a CPU rasteriser a texel read costs about a
// quarter of a filtered read, so two texel reads beat one linear-sampled pair.
// `edgeTaps` is 1 when `edge` > 0, else 0 (a uniform loop bound: no reads when it is 0).
#ifndef input0
vec4 input0(vec2 q);
#endif
#ifndef input0Texel
#define input0Texel(q) input0(q)
#endif

vec4 boxBlur(vec2 destCoord, vec2 axis, int window, float edge, int edgeTaps, float scale) {
    vec2 across = destCoord * (vec2(1.0) - axis);
    float lo = floor(dot(destCoord, axis)) - float(window / 2) + 0.5;
    vec4 sum = vec4(0.0);
    for (int k = 0; k < window; k++) {
        sum += input0Texel(across + axis * (lo + float(k)));
    }
    for (int k = 0; k < edgeTaps; k++) {
        sum += edge * (input0Texel(across + axis * (lo - 1.0)) + input0Texel(across + axis * (lo + float(window))));
    }
    return sum * scale;
}
