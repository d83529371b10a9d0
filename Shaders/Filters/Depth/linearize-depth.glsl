/// Linear distance from window-space depth, through a projection given as parameters: what
/// ``Image/init(windowDepth:projection:)`` does, as a filter, so an effect file can state the
/// projection (numbers or game variables) over the host's raw depth
/// (``Image/init(windowDepthTexture:width:height:)``).
///
/// The input's red channel is window-space depth (0...1); the output's red is the distance in
/// the game's units (0...65504), alpha 1. A `color` kernel: it fuses into whatever reads it.
/// Planes are corrected, not refused (a perspective `near` at least 1e-6, `far` beyond `near`;
/// `LinearizeDepth+Apply.swift`).
// filter: linearizeDepth
// category: stylize
// coreImage: no
// apply: custom
// doc: Linear distance (game units) from window-space depth, through the projection given as parameters.
// uniform int projection; // = perspective; choices perspective|infinitePerspective|orthographic; swift Projection.Kind; 'perspective', 'infinitePerspective' (no far plane) or 'orthographic'.
// uniform float near;     // = 0.1; range -1e9..1e9; slider 0.01..10; unit units; Near plane, in the game's units (a perspective one above 0).
// uniform float far;      // = 1000; range -1e9..2e9; slider 1..10000; unit units; Far plane, in the game's units (beyond near; unused by infinitePerspective).
// uniform bool reversedZ; // = false; Reversed Z: the near plane at window depth 1, the far plane at 0.
// uniform int range;      // = negativeOneToOne; choices zeroToOne|negativeOneToOne; swift Projection.DepthRange; Clip-space depth range: 'negativeOneToOne' (OpenGL's default) or 'zeroToOne' (glClipControl).

// Window-space depth (the red channel of a depth texture, 0...1) to linear view-space distance in
// the game's units: distance = (d·c.x + c.y) / (d·c.z + c.w) (Projection.coefficients), clamped
// to 0...65504 (the largest half float). The distance goes in red; alpha is 1.
vec4 linearizeDepth(vec4 color, vec2 destCoord, vec4 coefficients) {
    float d = color.r;
    float denominator = d * coefficients.z + coefficients.w;
    float distance = denominator > 0.0 ? (d * coefficients.x + coefficients.y) / denominator : 65504.0;
    return vec4(clamp(distance, 0.0, 65504.0), 0.0, 0.0, 1.0);
}
