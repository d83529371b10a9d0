/// The overlay blend mode of the W3C Compositing and Blending spec (Core Image's `CIOverlayBlendMode`):
/// B = hardLight(cs, cb): multiplies or screens depending on the backdrop.
// filter: overlayBlendMode
// category: compositing
// doc: Blends the image onto the background with the W3C overlay mode.
// apply: blendMode
// uniform sampler2D backgroundImage; // The backdrop the image is blended onto.

// Overlay blend mode (W3C Compositing and Blending Level 1): B = hardLight(cs, cb): multiplies or screens depending
// on the backdrop.
float overlayBlendMode_B1(float cb, float cs) {
    return cb <= 0.5 ? cs * 2.0 * cb : cs + (2.0 * cb - 1.0) - cs * (2.0 * cb - 1.0);
}

vec4 overlayBlendMode(vec4 source, vec4 background, vec2 destCoord) {
    GLAZE_W3C_SEPARABLE(overlayBlendMode_B1);
}
