/// The subtract blend mode (Photoshop's definition, not in W3C Compositing Level 1; Core Image's `CISubtractBlendMode`):
/// B = max(cb − cs, 0): the image is subtracted from the background.
// filter: subtractBlendMode
// category: compositing
// doc: Blends the image onto the background with Photoshop's subtract mode.
// apply: blendMode
// uniform sampler2D backgroundImage; // The backdrop the image is blended onto.

// Subtract blend mode (Photoshop's definition; not in W3C Compositing Level 1): B = max(cb − cs, 0): the image is subtracted from the
// background.
float subtractBlendMode_B1(float cb, float cs) {
    return max(cb - cs, 0.0);
}

vec4 subtractBlendMode(vec4 source, vec4 background, vec2 destCoord) {
    GLAZE_W3C_SEPARABLE(subtractBlendMode_B1);
}
