/// A flash bursts from a point with radial striations, fills the frame, then fades into the
/// target (Core Image's `CIFlashTransition`).
// filter: flashTransition
// category: transition
// display: Flash
// aliases: flash
// doc: Bursts a flash from a point, fills the frame with it, then fades into the target.
// region: extent after center
// uniform vec2 center;              // = vec2(150.0, 150.0); type position; Where the flash starts.
// uniform vec4 color;               // = vec4(1.0, 0.8, 0.6, 1.0); type color; Colour of the flash.
// uniform float maxStriationRadius; // = 2.58; range 0..10; How far the striations reach, as a multiple of the flash's core radius.
// uniform float striationStrength;  // = 0.5; range 0..3; Strength of the striations.
// uniform float striationContrast;  // = 1.375; range 0..5; Contrast of the striations.
// uniform float fadeThreshold;      // = 0.85; range 0..1; When the flash fills the frame and starts fading to the target (higher: more flash, less fade).

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
