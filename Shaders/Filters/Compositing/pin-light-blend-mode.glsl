/// The pin light blend mode (Photoshop's definition, not in W3C Compositing Level 1; Core Image's `CIPinLightBlendMode`):
/// B = min(cb, 2cs) if cs ≤ 0.5, else max(cb, 2cs − 1).
// filter: pinLightBlendMode
// category: compositing
// doc: Blends the image onto the background with Photoshop's pin light mode.
// apply: blendMode
// uniform sampler2D backgroundImage; // The backdrop the image is blended onto.

// Pin Light blend mode (Photoshop's definition; not in W3C Compositing Level 1): B = min(cb, 2cs) if cs ≤ 0.5, else max(cb, 2cs − 1).
float pinLightBlendMode_B1(float cb, float cs) {
    return cs <= 0.5 ? min(cb, 2.0 * cs) : max(cb, 2.0 * cs - 1.0);
}

vec4 pinLightBlendMode(vec4 source, vec4 background, vec2 destCoord) {
    GLAZE_W3C_SEPARABLE(pinLightBlendMode_B1);
}
