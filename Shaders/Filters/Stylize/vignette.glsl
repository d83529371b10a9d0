/// Darkens the image towards its edges (Core Image's `CIVignette`).
///
/// The darkening depends on the distance from the centre of the image's extent, relative to
/// half its diagonal. A `color` kernel that only scales RGB (`Vignette+Apply.swift`): fuses with
/// neighbouring colour kernels.
// filter: vignette
// category: stylize
// doc: Darkens the edges of the image.
// apply: custom
// showcase: intensity = 1; radius = 1
// uniform float intensity; // = 0; linked; range -1..1; identity 0; Darkening at the radius; negative values brighten.
// uniform float radius;    // = 1; linked; range 0..2; slider 0..2; Distance where the darkening is full, as a multiple of half the diagonal.
// Darkening by distance from the centre: factor = 1 - intensity * smoothstep(0, 1, d / radius)^2
// where d is the distance relative to half the diagonal.
vec4 vignette(vec4 color, vec2 destCoord, vec2 center, float halfDiagonal, float intensity, float radius) {
    float d = length(destCoord - center) / halfDiagonal;
    float t = radius > 0.0 ? clamp(d / radius, 0.0, 1.0) : 1.0;
    float falloff = t * t * (3.0 - 2.0 * t);
    float factor = 1.0 - intensity * falloff * falloff;
    return vec4(color.rgb * max(factor, 0.0), color.a);
}
