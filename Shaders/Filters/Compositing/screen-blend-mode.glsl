/// The screen blend mode of the W3C Compositing and Blending spec (Core Image's `CIScreenBlendMode`):
/// B = cb + cs − cb · cs: lightens.
// filter: screenBlendMode
// category: compositing
// doc: Blends the image onto the background with the W3C screen mode.
// apply: blendMode
// uniform sampler2D backgroundImage; // The backdrop the image is blended onto.

// Screen blend mode (W3C Compositing and Blending Level 1): B = cb + cs − cb · cs: lightens.
float screenBlendMode_B1(float cb, float cs) {
    return cb + cs - cb * cs;
}

vec4 screenBlendMode(vec4 source, vec4 background, vec2 destCoord) {
    GLAZE_W3C_SEPARABLE(screenBlendMode_B1);
}
