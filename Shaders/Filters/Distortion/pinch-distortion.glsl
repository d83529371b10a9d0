// Pinch towards the centre: inside the radius, source = center + (p − center) · sin(π/2 · d/r)^(−scale/2).
// The factor is 1 with zero slope at the rim (seamless) and grows towards the centre, so content
// is pulled inwards; at scale 2 everything inside collapses towards the rim's colour.
vec2 pinchDistortion(vec2 destCoord, vec2 center, float radius, float scale) {
    vec2 delta = destCoord - center;
    float t = length(delta) / radius;
    if (t >= 1.0) return destCoord;
    return center + delta * pow(max(sin(1.5707963 * t), 1e-6), -0.5 * scale);
}
