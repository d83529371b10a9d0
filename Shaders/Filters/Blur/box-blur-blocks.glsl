// One direction of a wide exact box blur (BoxBlur.swift) from the input (input0) and its
// coarse level (input1: averages of aligned runs of `block` texels along `axis`, on a grid
// squeezed by `block`; box-blur-block-average.glsl). The window of output texel i is the input
// texels [lo, hi), lo = i − (window − 1) / 2, hi = lo + window. Split at the block boundaries
// a = ⌈lo / block⌉ · block and b = ⌊hi / block⌋ · block (block is a power of two, so the
// divisions are exact): the texels [lo, a) and [b, hi) are read one by one (at most block − 1
// each: `partial` taps; those past the run are left out), the whole blocks [a, b) from the coarse
// level (at most `blocks` taps, weight `block` each). The texels just outside the window weigh
// `edge` (a fractional radius; `edgeTaps` is 1 when edge > 0, else 0); the sum is scaled by
// `scale` (1 / (window + 2 · edge)). The taps per texel are about 2 · block + window / block
// whatever the radius (block ≈ √(window / 2)), against `window` for box-blur.glsl.
#ifndef input0
vec4 input0(vec2 q);
#endif
#ifndef input1
vec4 input1(vec2 q);
#endif
#ifndef input0Texel
#define input0Texel(q) input0(q)
#endif
#ifndef input1Texel
#define input1Texel(q) input1(q)
#endif

vec4 boxBlurBlocks(vec2 destCoord, vec2 axis, int window, float block, int partial, int blocks, float edge,
                   int edgeTaps, float scale) {
    vec2 across = destCoord * (vec2(1.0) - axis);
    float lo = floor(dot(destCoord, axis)) - float(window / 2);
    float hi = lo + float(window);
    float a = ceil(lo / block) * block;
    float b = floor(hi / block) * block;
    vec4 sum = vec4(0.0);
    for (int k = 0; k < partial; k++) {
        float left = lo + float(k), right = b + float(k);
        vec4 l = input0Texel(across + axis * (left + 0.5)), r = input0Texel(across + axis * (right + 0.5));
        sum += (left < a ? l : vec4(0.0)) + (right < hi ? r : vec4(0.0));
    }
    float first = a / block, end = b / block;
    for (int k = 0; k < blocks; k++) {
        float m = first + float(k);
        vec4 c = input1Texel(across + axis * (m + 0.5));
        sum += m < end ? block * c : vec4(0.0);
    }
    for (int k = 0; k < edgeTaps; k++) {
        sum += edge * (input0Texel(across + axis * (lo - 0.5)) + input0Texel(across + axis * (hi + 0.5)));
    }
    return sum * scale;
}
