// Window-space depth (the red channel of a depth texture, 0...1) to linear view-space distance in
// the game's units: distance = (d·c.x + c.y) / (d·c.z + c.w) (Projection.coefficients), clamped
// to 0...65504 (the largest half float). The distance goes in red; alpha is 1.
vec4 linearizeDepth(vec4 color, vec2 destCoord, vec4 coefficients) {
    float d = color.r;
    float denominator = d * coefficients.z + coefficients.w;
    float distance = denominator > 0.0 ? (d * coefficients.x + coefficients.y) / denominator : 65504.0;
    return vec4(clamp(distance, 0.0, 65504.0), 0.0, 0.0, 1.0);
}
