// Darkening by distance from the centre: factor = 1 - intensity * smoothstep(0, 1, d / radius)^2
// where d is the distance relative to half the diagonal.
vec4 vignette(vec4 color, vec2 destCoord, vec2 center, float halfDiagonal, float intensity, float radius) {
    float d = length(destCoord - center) / halfDiagonal;
    float t = radius > 0.0 ? clamp(d / radius, 0.0, 1.0) : 1.0;
    float falloff = t * t * (3.0 - 2.0 * t);
    float factor = 1.0 - intensity * falloff * falloff;
    return vec4(color.rgb * max(factor, 0.0), color.a);
}
