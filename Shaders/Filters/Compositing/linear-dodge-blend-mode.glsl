/// The linear dodge blend mode (Photoshop's definition, not in W3C Compositing Level 1; Core Image's `CILinearDodgeBlendMode`):
/// B = min(cb + cs, 1), clamped like linear burn, subtract and divide (`AdditionCompositing` is the unclamped sum).
// filter: linearDodgeBlendMode
// category: compositing
// doc: Blends the image onto the background with Photoshop's linear dodge mode.
// apply: blendMode
// uniform sampler2D backgroundImage; // The backdrop the image is blended onto.

// Linear Dodge blend mode (Photoshop's "Linear Dodge (Add)"; not in W3C Compositing Level 1):
// B = min(cb + cs, 1), clamped like linear burn, subtract and divide. additionCompositing is the
// unclamped sum for HDR.
float linearDodgeBlendMode_B1(float cb, float cs) {
    return min(cb + cs, 1.0);
}

vec4 linearDodgeBlendMode(vec4 source, vec4 background, vec2 destCoord) {
    GLAZE_W3C_SEPARABLE(linearDodgeBlendMode_B1);
}
