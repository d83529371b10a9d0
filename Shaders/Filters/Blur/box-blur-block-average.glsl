// The coarse level of a wide box blur (BoxBlur.swift): the average of `block` consecutive input
// texels along `axis`, on a grid squeezed by `block` along that axis: output texel m (centre
// m + 0.5) averages input texels m · block … m · block + block − 1 (one texel read each).
#ifndef input0
vec4 input0(vec2 q);
#endif
#ifndef input0Texel
#define input0Texel(q) input0(q)
#endif

vec4 boxBlurBlockAverage(vec2 destCoord, vec2 axis, int block) {
    vec2 across = destCoord * (vec2(1.0) - axis);
    float first = floor(dot(destCoord, axis)) * float(block) + 0.5;
    vec4 sum = vec4(0.0);
    for (int k = 0; k < block; k++) {
        sum += input0Texel(across + axis * (first + float(k)));
    }
    return sum / float(block);
}
