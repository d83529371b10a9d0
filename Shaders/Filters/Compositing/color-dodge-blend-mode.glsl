/// The color dodge blend mode of the W3C Compositing and Blending spec (Core Image's `CIColorDodgeBlendMode`):
/// B = 0 if cb = 0, 1 if cs = 1, else min(1, cb / (1 − cs)): brightens the backdrop.
// filter: colorDodgeBlendMode
// category: compositing
// doc: Blends the image onto the background with the W3C color dodge mode.
// apply: blendMode
// uniform sampler2D backgroundImage; // The backdrop the image is blended onto.

// Color Dodge blend mode (W3C Compositing and Blending Level 1): B = 0 if cb = 0, 1 if cs = 1, else min(1, cb / (1 −
// cs)): brightens the backdrop.
float colorDodgeBlendMode_B1(float cb, float cs) {
    if (cb <= 0.0) return 0.0;
    if (cs >= 1.0) return 1.0;
    return min(1.0, cb / (1.0 - cs));
}

vec4 colorDodgeBlendMode(vec4 source, vec4 background, vec2 destCoord) {
    GLAZE_W3C_SEPARABLE(colorDodgeBlendMode_B1);
}
