// Core Image's CIFlashTransition: a flash of `color` (premultiplied) bursts from `center`, its
// striations reaching up to `maxStriationRadius` times the core radius (`striationStrength`,
// `striationContrast` shape the rays), until it fills `extent` at time `fadeThreshold`; then the
// flash fades into the target. Higher fadeThreshold: more flash, less fade.

float flashTransition_rays(float angle, float contrast) {
    float v = 0.5 + 0.25 * sin(angle * 13.0) + 0.15 * sin(angle * 29.0 + 1.7) + 0.1 * sin(angle * 47.0 + 4.1);
    return pow(clamp(v, 0.0, 1.0), max(contrast, 0.01));
}

vec4 flashTransition(vec2 destCoord, float progress, vec4 extent, vec2 center, vec4 color,
                     float maxStriationRadius, float striationStrength, float striationContrast,
                     float fadeThreshold) {
    if (progress <= 0.0) return getFromColor(destCoord);
    if (progress >= 1.0) return getToColor(destCoord);
    float fade = clamp(fadeThreshold, 0.05, 0.95);
    if (progress >= fade) {
        return mix(color, getToColor(destCoord), (progress - fade) / (1.0 - fade));
    }
    float far = glaze_farthestCorner(extent, center);
    vec2 v = destCoord - center;
    float d = length(v) / max(far, 1.0);
    float g = progress / fade;
    float core = g * g * 1.02;
    float rays = dot(v, v) > 1e-6 ? flashTransition_rays(atan(v.y, v.x), striationContrast) : 1.0;
    float reach = core * (1.0 + max(maxStriationRadius - 1.0, 0.0) * clamp(striationStrength, 0.0, 3.0) * rays);
    float t = clamp((d - core) / max(reach - core, 1e-4), 0.0, 1.0);
    float amount = 1.0 - t * t * (3.0 - 2.0 * t);
    return mix(getFromColor(destCoord), color, amount);
}
