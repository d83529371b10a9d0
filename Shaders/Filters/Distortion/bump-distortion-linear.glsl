/// A bulge along a line (Core Image's `CIBumpDistortionLinear`, with Core Image's formula): within
/// `radius` of the line through `center` at `angle`, with `s` the signed distance from the line and
/// `n` its normal, `source = p + n · s · (scale − 1) · smoothstep(1 − |s| / radius)`. `scale` below 1
/// magnifies the band, above 1 shrinks it; 1 is the identity. A `warp` kernel
/// (`BumpDistortionLinear+Apply.swift`).
// filter: bumpDistortionLinear
// category: distortion
// doc: Bulges a band of the image along a line.
// apply: custom
// uniform vec2 center;  // = vec2(150.0, 150.0); type position; Centre of the effect.
// uniform float radius; // = 300; range 0..100000; slider 0..1200; unit px; Half-width of the affected band.
// uniform float angle;  // = 0; range -10000..10000; slider -3.1416..3.1416; type angle; unit rad; Direction of the line through the centre.
// uniform float scale;  // = 0.5; range -10..10; slider 0..2; identity 1; Below 1 magnifies the band, above 1 shrinks it; 1 leaves the image unchanged.
// Core Image's linear bump: a band along the line through the centre at `angle`. With s the
// signed distance from the line and n its unit normal, source = p + n · s · (scale − 1) ·
// smoothstep(1 − |s| / radius): scale < 1 magnifies the band, > 1 shrinks it, 1 is the identity.
vec2 bumpDistortionLinear(vec2 destCoord, vec2 center, float radius, float angle, float scale) {
    vec2 n = vec2(-sin(angle), cos(angle));
    float s = dot(destCoord - center, n);
    float t = clamp(1.0 - abs(s) / radius, 0.0, 1.0);
    if (t <= 0.0) return destCoord;
    return destCoord + n * (s * (scale - 1.0) * t * t * (3.0 - 2.0 * t));
}
