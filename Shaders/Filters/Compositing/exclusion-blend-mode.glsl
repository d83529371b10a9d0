/// The exclusion blend mode of the W3C Compositing and Blending spec (Core Image's `CIExclusionBlendMode`):
/// B = cb + cs − 2 · cb · cs.
// filter: exclusionBlendMode
// category: compositing
// doc: Blends the image onto the background with the W3C exclusion mode.
// apply: blendMode
// uniform sampler2D backgroundImage; // The backdrop the image is blended onto.

// Exclusion blend mode (W3C Compositing and Blending Level 1): B = cb + cs − 2 · cb · cs.
float exclusionBlendMode_B1(float cb, float cs) {
    return cb + cs - 2.0 * cb * cs;
}

vec4 exclusionBlendMode(vec4 source, vec4 background, vec2 destCoord) {
    GLAZE_W3C_SEPARABLE(exclusionBlendMode_B1);
}
