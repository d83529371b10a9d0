/// The linear burn blend mode (Photoshop's definition, not in W3C Compositing Level 1; Core Image's `CILinearBurnBlendMode`):
/// B = max(cb + cs − 1, 0).
// filter: linearBurnBlendMode
// category: compositing
// doc: Blends the image onto the background with Photoshop's linear burn mode.
// apply: blendMode
// uniform sampler2D backgroundImage; // The backdrop the image is blended onto.

// Linear Burn blend mode (Photoshop's definition; not in W3C Compositing Level 1): B = max(cb + cs − 1, 0).
float linearBurnBlendMode_B1(float cb, float cs) {
    return max(cb + cs - 1.0, 0.0);
}

vec4 linearBurnBlendMode(vec4 source, vec4 background, vec2 destCoord) {
    GLAZE_W3C_SEPARABLE(linearBurnBlendMode_B1);
}
