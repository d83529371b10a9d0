/// The multiply blend mode of the W3C Compositing and Blending spec (Core Image's `CIMultiplyBlendMode`):
/// B = cb · cs: darkens.
// filter: multiplyBlendMode
// category: compositing
// doc: Blends the image onto the background with the W3C multiply mode.
// apply: blendMode
// uniform sampler2D backgroundImage; // The backdrop the image is blended onto.

// Multiply blend mode (W3C Compositing and Blending Level 1): B = cb · cs: darkens.
float multiplyBlendMode_B1(float cb, float cs) {
    return cb * cs;
}

vec4 multiplyBlendMode(vec4 source, vec4 background, vec2 destCoord) {
    GLAZE_W3C_SEPARABLE(multiplyBlendMode_B1);
}
