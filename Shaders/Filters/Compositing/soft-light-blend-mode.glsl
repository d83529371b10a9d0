/// The soft light blend mode of the W3C Compositing and Blending spec (Core Image's `CISoftLightBlendMode`):
/// B = cb − (1 − 2cs) · cb · (1 − cb) if cs ≤ 0.5, else cb + (2cs − 1)(D(cb) − cb) with D(cb) = ((16cb − 12)cb +
/// 4)cb for cb ≤ 0.25, √cb otherwise.
// filter: softLightBlendMode
// category: compositing
// doc: Blends the image onto the background with the W3C soft light mode.
// apply: blendMode
// uniform sampler2D backgroundImage; // The backdrop the image is blended onto.

// Soft Light blend mode (W3C Compositing and Blending Level 1): B = cb − (1 − 2cs) · cb · (1 − cb) if cs ≤ 0.5, else
// cb + (2cs − 1)(D(cb) − cb) with D(cb) = ((16cb − 12)cb + 4)cb for cb ≤ 0.25, √cb otherwise.
float softLightBlendMode_B1(float cb, float cs) {
    if (cs <= 0.5) return cb - (1.0 - 2.0 * cs) * cb * (1.0 - cb);
    float d = cb <= 0.25 ? ((16.0 * cb - 12.0) * cb + 4.0) * cb : sqrt(max(cb, 0.0));
    return cb + (2.0 * cs - 1.0) * (d - cb);
}

vec4 softLightBlendMode(vec4 source, vec4 background, vec2 destCoord) {
    GLAZE_W3C_SEPARABLE(softLightBlendMode_B1);
}
