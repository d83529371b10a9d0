// Uses Shaders/Common/angular-noise.glsl.
// A sun: a solid disc of sunRadius px (1 px anti-aliased edge) with rays around it. The rays are
// periodic value noise over 96 angular cells (contrast-stretched about 0.5 by striationContrast,
// scaled by striationStrength), animated by blending noise frames floor(time) and floor(time) + 1,
// over a soft glow; both fade out smoothly between sunRadius and maxStriationRadius · sunRadius.
// intensity = core + (1 − core) · fade² · (0.3 + rays); output = color · clamp(intensity, 0, 1).
vec4 sunbeamsGenerator(vec2 destCoord, vec2 center, vec4 color, float sunRadius, float maxStriationRadius,
                       float striationStrength, float striationContrast, float time) {
    vec2 d = destCoord - center;
    float r = length(d);
    float radius = max(sunRadius, 1e-3);
    float core = clamp(radius - r + 0.5, 0.0, 1.0);
    float n = glaze_angularNoise(d, time, 7.0);
    float rays = striationStrength * clamp(0.5 + (n - 0.5) * striationContrast, 0.0, 1.0);
    float outer = max(maxStriationRadius, 1.0) * radius;
    float fade = 1.0 - smoothstep(radius, max(outer, radius + 1e-3), r);
    float intensity = core + (1.0 - core) * fade * fade * (0.3 + rays);
    return color * clamp(intensity, 0.0, 1.0);
}
