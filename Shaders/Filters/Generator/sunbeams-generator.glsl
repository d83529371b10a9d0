// A sun: a solid disc of sunRadius px (1 px anti-aliased edge) with rays around it. The rays are
// periodic value noise over 96 angular cells (contrast-stretched about 0.5 by striationContrast,
// scaled by striationStrength), animated by blending noise frames floor(time) and floor(time) + 1,
// over a soft glow; both fade out smoothly between sunRadius and maxStriationRadius · sunRadius.
// intensity = core + (1 − core) · fade² · (0.3 + rays); output = color · clamp(intensity, 0, 1).
float sunbeamsGenerator_noise(float a, float frame) {
    float x = a * 96.0;
    float i = floor(x);
    float f = x - i;
    float h0 = glaze_hash(vec2(mod(i, 96.0), frame), 7.0);
    float h1 = glaze_hash(vec2(mod(i + 1.0, 96.0), frame), 7.0);
    return mix(h0, h1, f * f * (3.0 - 2.0 * f));
}

vec4 sunbeamsGenerator(vec2 destCoord, vec2 center, vec4 color, float sunRadius, float maxStriationRadius,
                       float striationStrength, float striationContrast, float time) {
    vec2 d = destCoord - center;
    float r = length(d);
    float radius = max(sunRadius, 1e-3);
    float core = clamp(radius - r + 0.5, 0.0, 1.0);
    float a = r > 1e-4 ? atan(d.y, d.x) * 0.15915494 + 0.5 : 0.0;
    float frame = floor(time);
    float ft = time - frame;
    float n = mix(sunbeamsGenerator_noise(a, frame), sunbeamsGenerator_noise(a, frame + 1.0),
                  ft * ft * (3.0 - 2.0 * ft));
    float rays = striationStrength * clamp(0.5 + (n - 0.5) * striationContrast, 0.0, 1.0);
    float outer = max(maxStriationRadius, 1.0) * radius;
    float fade = 1.0 - smoothstep(radius, max(outer, radius + 1e-3), r);
    float intensity = core + (1.0 - core) * fade * fade * (0.3 + rays);
    return color * clamp(intensity, 0.0, 1.0);
}
