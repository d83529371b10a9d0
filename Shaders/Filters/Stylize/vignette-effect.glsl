/// Darkens (or brightens) the image outside a circle around a point (Core Image's
/// `CIVignetteEffect`): full effect beyond `radius`, none inside `radius · (1 − falloff)`, a
/// smooth ramp between. Unlike ``Vignette`` the region is placed explicitly, e.g. around the
/// player's ship (`VignetteEffect+Apply.swift`).
// filter: vignetteEffect
// category: stylize
// doc: Darkens the image outside a circle placed around a point.
// apply: custom
// skip: intensity == 0
// showcase: center = vec2(128, 96); radius = 110
// uniform vec2 center;     // = vec2(150.0, 150.0); linked; type position; nonFinite 0; Centre of the unaffected region.
// uniform float radius;    // = 150; linked; range 0..10000; slider 0..2000; unit px; nonFinite 150; Distance from the centre where the effect is at full strength.
// uniform float intensity; // = 1; linked; range -1..1; identity 0; nonFinite 0; Strength: 1 darkens to black at the radius, negative values brighten.
// uniform float falloff;   // = 0.5; linked; range 0..1; nonFinite 0.5; Width of the smooth ramp inside the radius, as a fraction of the radius.
// factor = 1 - intensity * smoothstep(radius * (1 - falloff), radius, distance to centre);
// rgb is scaled by max(factor, 0), alpha kept.
vec4 vignetteEffect(vec4 color, vec2 destCoord, vec2 center, float radius, float intensity, float falloff) {
    float d = length(destCoord - center);
    float inner = radius * (1.0 - falloff);
    float t = radius > inner ? clamp((d - inner) / (radius - inner), 0.0, 1.0) : step(radius, d);
    float ramp = t * t * (3.0 - 2.0 * t);
    return vec4(color.rgb * max(1.0 - intensity * ramp, 0.0), color.a);
}
