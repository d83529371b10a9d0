/// The color burn blend mode of the W3C Compositing and Blending spec (Core Image's `CIColorBurnBlendMode`):
/// B = 1 if cb = 1, 0 if cs = 0, else 1 − min(1, (1 − cb) / cs): darkens the backdrop.
// filter: colorBurnBlendMode
// category: compositing
// doc: Blends the image onto the background with the W3C color burn mode.
// apply: blendMode
// uniform sampler2D backgroundImage; // The backdrop the image is blended onto.

// Color Burn blend mode (W3C Compositing and Blending Level 1): B = 1 if cb = 1, 0 if cs = 0, else 1 − min(1, (1 −
// cb) / cs): darkens the backdrop.
float colorBurnBlendMode_B1(float cb, float cs) {
    if (cb >= 1.0) return 1.0;
    if (cs <= 0.0) return 0.0;
    return 1.0 - min(1.0, (1.0 - cb) / cs);
}

vec4 colorBurnBlendMode(vec4 source, vec4 background, vec2 destCoord) {
    GLAZE_W3C_SEPARABLE(colorBurnBlendMode_B1);
}
