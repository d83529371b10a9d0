/// The hard light blend mode of the W3C Compositing and Blending spec (Core Image's `CIHardLightBlendMode`):
/// B = multiply(cb, 2cs) if cs ≤ 0.5, else screen(cb, 2cs − 1).
// filter: hardLightBlendMode
// category: compositing
// doc: Blends the image onto the background with the W3C hard light mode.
// apply: blendMode
// uniform sampler2D backgroundImage; // The backdrop the image is blended onto.

// Hard Light blend mode (W3C Compositing and Blending Level 1): B = multiply(cb, 2cs) if cs ≤ 0.5, else screen(cb,
// 2cs − 1).
float hardLightBlendMode_B1(float cb, float cs) {
    return cs <= 0.5 ? cb * 2.0 * cs : cb + (2.0 * cs - 1.0) - cb * (2.0 * cs - 1.0);
}

vec4 hardLightBlendMode(vec4 source, vec4 background, vec2 destCoord) {
    GLAZE_W3C_SEPARABLE(hardLightBlendMode_B1);
}
