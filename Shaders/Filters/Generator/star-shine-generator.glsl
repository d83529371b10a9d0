// A star: a bright core clamp(1 − d/radius, 0, 1)², a glow 2^epsilon / (1 + (d/radius)²), and a
// cross of two perpendicular streaks at crossAngle, each exp(−across/crossWidth −
// along/(crossScale · radius)) scaled by 2^crossOpacity. output = color · clamp(sum, 0, 1).
vec4 starShineGenerator(vec2 destCoord, vec2 center, vec4 color, float radius, float crossScale, float crossAngle,
                        float crossOpacity, float crossWidth, float epsilon) {
    vec2 d = destCoord - center;
    float rr = max(radius, 1e-3);
    float x = length(d) / rr;
    float core = clamp(1.0 - x, 0.0, 1.0);
    core *= core;
    float glow = exp2(epsilon) / (1.0 + min(x * x, 1e12));
    vec2 u = vec2(cos(crossAngle), sin(crossAngle));
    vec2 v = vec2(-u.y, u.x);
    float width = max(crossWidth, 1e-3);
    float len = max(crossScale, 1e-3) * rr;
    float along1 = abs(dot(d, u)), across1 = abs(dot(d, v));
    float arms = exp(-min(across1 / width + along1 / len, 80.0)) + exp(-min(along1 / width + across1 / len, 80.0));
    float intensity = core + glow + exp2(crossOpacity) * arms;
    return color * clamp(intensity, 0.0, 1.0);
}
