// 2:1 downsample with a [1 3 3 1]/8 tent prefilter per axis: four bilinear fetches at ±0.75 of
// an input texel around the output texel centre (which sits on the shared corner of 2×2 input
// texels when the levels are aligned). `texel` is the input level's texel size in working-space
// pixels. Variance added per axis: 0.75 · texel². SeparableBlur.quadTap reuses it at full
// resolution with 0.75 · texel = o < 1: the separable 3×3 kernel (o/2, 1 − o, o/2) per axis.
// Every fetch sits between texel centres: they read through input0Linear (see separable-blur.glsl).

vec4 blurDownsample(vec2 destCoord, float texel) {
    float o = 0.75 * texel;
    return 0.25 * (input0Linear(destCoord + vec2(-o, -o)) + input0Linear(destCoord + vec2(o, -o))
                 + input0Linear(destCoord + vec2(-o, o)) + input0Linear(destCoord + vec2(o, o)));
}
