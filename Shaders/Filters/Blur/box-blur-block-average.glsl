// The coarse level of a wide box blur (BoxBlur.swift): the average of `block` (even) consecutive
// input texels along `axis`, on a grid squeezed by `block` along that axis: output texel m
// (centre m + 0.5) averages input texels m · block … m · block + block − 1, two per linear read
// placed on the boundary between them (the filter weighs both exactly ½).
#ifndef input0
vec4 input0(vec2 q);
#endif
#ifndef input0Linear
#define input0Linear(q) input0(q)
#endif

vec4 boxBlurBlockAverage(vec2 destCoord, vec2 axis, int block) {
    vec2 across = destCoord * (vec2(1.0) - axis);
    float first = floor(dot(destCoord, axis)) * float(block) + 1.0;
    vec4 sum = vec4(0.0);
    for (int k = 0; k < block / 2; k++) {
        sum += input0Linear(across + axis * (first + float(2 * k)));
    }
    return sum * (2.0 / float(block));
}
