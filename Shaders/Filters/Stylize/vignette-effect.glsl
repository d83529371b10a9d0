// factor = 1 - intensity * smoothstep(radius * (1 - falloff), radius, distance to centre);
// rgb is scaled by max(factor, 0), alpha kept.
vec4 vignetteEffect(vec4 color, vec2 destCoord, vec2 center, float radius, float intensity, float falloff) {
    float d = length(destCoord - center);
    float inner = radius * (1.0 - falloff);
    float t = radius > inner ? clamp((d - inner) / (radius - inner), 0.0, 1.0) : step(radius, d);
    float ramp = t * t * (3.0 - 2.0 * t);
    return vec4(color.rgb * max(1.0 - intensity * ramp, 0.0), color.a);
}
