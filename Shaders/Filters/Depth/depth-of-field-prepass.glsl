// Depth of field at half resolution: each output texel (a 2×2 block of the input) holds the
// block's premultiplied colour (one bilinear read: the 2×2 average) in rgb and its mean signed
// circle of confusion (input1.r, pixels) in alpha, for the near and far gathers. Colour reads
// are clamped to `rect`, the input's outermost texel centres: the edge colour continues outside.

vec4 depthOfFieldPrepass(vec2 destCoord, vec4 rect) {
    return vec4(input0Linear(clamp(destCoord, rect.xy, rect.zw)).rgb, input1Linear(destCoord).r);
}
