// Depth of field's combine when nothing can lie in front of the focus range (its near edge at or
// behind the camera): depthOfFieldCombine with an empty near field (coverage 0), the same pixels
// without the near gather. input0: the sharp image, input1: the CoC, input2: the far field.

vec4 depthOfFieldCombineFar(vec2 destCoord) {
    vec4 sharp = input0Texel(destCoord), far = input2Linear(destCoord);
    vec3 blurred = far.a > 0.0 ? far.rgb / far.a : sharp.rgb;
    return vec4(mix(sharp.rgb, blurred, clamp(input1Texel(destCoord).r, 0.0, 1.0)), sharp.a);
}
