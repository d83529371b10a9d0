/// Heat shimmer: a noise-driven wobble of the image that rises over time (a game effect, not in
/// Core Image). Each pixel reads the image displaced by `strength · (2n − 1)` px per axis, where
/// n is smooth value noise with cells of `scale` px (two independent fields, one per axis) that
/// moves up one cell per unit of `time`. Deterministic for a seed; strength 0 is the identity.
/// Samples stay inside the input's extent (its edge pixels shimmer in place), and the result
/// keeps the input's extent: no see-through border.
/// A `warp` kernel: it folds into the pass that reads it (`HeatHaze+Apply.swift`).
// filter: heatHaze
// category: distortion
// coreImage: no
// doc: A rising, noise-driven shimmer, like hot air.
// apply: custom
// uniform float time;     // = 0; range -1e6..1e6; slider 0..10; Animation time: the noise rises one cell per unit.
// uniform int seed;       // = 0; range 0..16777215; slider 0..1000; Selects an independent noise pattern (an integer).
// uniform float strength; // = 3; range -100..100; slider 0..20; identity 0; unit px; Largest displacement of a pixel.
// uniform float scale;    // = 24; range 0.5..1e4; slider 2..200; unit px; Size of the noise cells: larger is a slower, broader wobble.
// Heat shimmer: the sample point moves by strength · (2n − 1) px per axis, n smooth value noise
// (cells of `scale` px, smoothstep-interpolated glaze_hash) rising one cell per unit of time.
// The sample point stays inside `bounds` (the input's outermost pixel centres: minX, minY, maxX,
// maxY), so the edges shimmer with the image's own edge pixels instead of turning see-through.
float heatHaze_noise(vec2 q, float seed) {
    vec2 i = floor(q);
    vec2 f = q - i;
    vec2 u = f * f * (3.0 - 2.0 * f);
    float a = glaze_hash(i, seed);
    float b = glaze_hash(i + vec2(1.0, 0.0), seed);
    float c = glaze_hash(i + vec2(0.0, 1.0), seed);
    float d = glaze_hash(i + vec2(1.0, 1.0), seed);
    return mix(mix(a, b, u.x), mix(c, d, u.x), u.y);
}

vec2 heatHaze(vec2 destCoord, vec4 bounds, float time, float seed, float strength, float scale) {
    vec2 q = destCoord / scale - vec2(0.0, time);
    vec2 n = vec2(heatHaze_noise(q, seed), heatHaze_noise(q + vec2(17.0, 31.0), seed + 1.0));
    return clamp(destCoord + strength * (2.0 * n - 1.0), bounds.xy, bounds.zw);
}
