// Depth of field's combine at full resolution: the sharp image (input0) where the pixel's own
// CoC (input1.r, pixels) is 0, the far field (input2, premultiplied by its validity, far.a)
// blended in as the CoC grows to 1 px, then the near field (input3) over it by its coverage
// (near.a). Alpha stays the sharp image's: meant for opaque scenes. A sampling kernel so each
// read is one fetch: the sharp image and the CoC on this pixel's texel, the half-resolution
// fields filtered (a colour kernel's read tests for a texel centre and, on a CPU rasteriser that
// runs both sides of the test, pays for both fetches).

vec4 depthOfFieldCombine(vec2 destCoord) {
    vec4 sharp = input0Texel(destCoord), far = input2Linear(destCoord), near = input3Linear(destCoord);
    vec3 blurred = far.a > 0.0 ? far.rgb / far.a : sharp.rgb;
    vec3 rgb = mix(sharp.rgb, blurred, clamp(input1Texel(destCoord).r, 0.0, 1.0));
    rgb = mix(rgb, near.rgb, clamp(near.a, 0.0, 1.0));
    return vec4(rgb, sharp.a);
}
