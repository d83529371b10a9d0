/// A lens halo (Core Image's `CILenticularHaloGenerator`, Glaze's own formula): a ring per
/// colour channel, split into a rainbow as `haloOverlap` drops, with animated striations.
/// Infinite extent; composite it over a scene.
///
/// Channel k (red +1, green 0, blue −1) has the profile `max(0, 1 − ((d − R_k) / (haloWidth/2))²)²`
/// around `R_k = haloRadius + k · (1 − haloOverlap) · haloWidth / 2`, times the striations
/// `1 − striationStrength + striationStrength · clamp(0.5 + (n − 0.5) · striationContrast, 0, 1)`
/// (n: angular value noise animated by `time`). Alpha is the largest channel weight.
// filter: lenticularHaloGenerator
// display: Lenticular Halo
// category: generator
// doc: A rainbow lens halo ring with animated striations.
// apply: custom
// uniform vec2 center; // = vec2(150, 150); type position; Centre of the halo.
// uniform vec4 color; // = vec4(1, 0.9, 0.8, 1); type color; Colour of the halo (linear RGBA).
// uniform float haloRadius; // = 70; range 0..100000; slider 0..1000; unit px; Radius of the middle of the ring.
// uniform float haloWidth; // = 87; range 0..100000; slider 0..300; unit px; Thickness of the ring.
// uniform float haloOverlap; // = 0.77; range 0..1; Overlap of the channel rings: 1 white, 0 a rainbow.
// uniform float striationStrength; // = 0.5; range 0..1; Depth of the striations (0: smooth ring).
// uniform float striationContrast; // = 1; range 0..10; slider 0..5; Contrast of the striations.
// uniform float time; // = 0; range -1000000..1000000; slider 0..10; Animation time: each unit blends to a new striation pattern.
// Uses Shaders/Common/angular-noise.glsl.
// A lens halo: one ring per colour channel with profile max(0, 1 − ((d − Rk) / (haloWidth/2))²)²,
// centred on Rk = haloRadius + k · (1 − haloOverlap) · haloWidth / 2 for red (k = 1), green (0)
// and blue (−1), so the ring splits into a rainbow as the overlap drops. The rings are modulated by
// striations: 1 − striationStrength + striationStrength · n, n angular value noise over 96 cells
// contrast-stretched by striationContrast and animated by time (as in sunbeamsGenerator).
vec4 lenticularHaloGenerator(vec2 destCoord, vec2 center, vec4 color, float haloRadius, float haloWidth,
                             float haloOverlap, float striationStrength, float striationContrast, float time) {
    vec2 d = destCoord - center;
    float r = length(d);
    float halfWidth = max(haloWidth, 1e-3) * 0.5;
    float shift = (1.0 - haloOverlap) * halfWidth;
    vec3 offset = (r - (haloRadius + vec3(shift, 0.0, -shift))) / halfWidth;
    vec3 ring = max(vec3(0.0), 1.0 - offset * offset);
    ring *= ring;
    float n = glaze_angularNoise(d, time, 11.0);
    float s = 1.0 - striationStrength + striationStrength * clamp(0.5 + (n - 0.5) * striationContrast, 0.0, 1.0);
    vec3 k = clamp(ring * s, 0.0, 1.0);
    float alpha = max(k.r, max(k.g, k.b));
    return vec4(color.rgb * k, color.a * alpha);
}
