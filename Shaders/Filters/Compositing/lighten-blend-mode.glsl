/// The lighten blend mode of the W3C Compositing and Blending spec (Core Image's `CILightenBlendMode`):
/// B = max(cb, cs).
// filter: lightenBlendMode
// category: compositing
// doc: Blends the image onto the background with the W3C lighten mode.
// apply: blendMode
// uniform sampler2D backgroundImage; // The backdrop the image is blended onto.

// Lighten blend mode (W3C Compositing and Blending Level 1): B = max(cb, cs).
float lightenBlendMode_B1(float cb, float cs) {
    return max(cb, cs);
}

vec4 lightenBlendMode(vec4 source, vec4 background, vec2 destCoord) {
    GLAZE_W3C_SEPARABLE(lightenBlendMode_B1);
}
