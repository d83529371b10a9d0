// Barrel distortion of a curved CRT screen: in coordinates u = (p − center) / halfSize
// (−1…1 across the extent) the screen reads u · (1 + curvature · |u|²).
vec2 crtCurvature(vec2 destCoord, vec2 center, vec2 halfSize, float curvature) {
    vec2 u = (destCoord - center) / halfSize;
    return center + u * (1.0 + curvature * dot(u, u)) * halfSize;
}
