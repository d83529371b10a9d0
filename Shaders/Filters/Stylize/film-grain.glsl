/// Deterministic monochrome film grain: a triangular-distributed value in (−1, 1) per grain,
/// added to every channel times `intensity` (and coverage). The pattern depends only on the
/// seed and the frame (`time` at 24 frames per second): the same inputs give the same pixels
/// (`FilmGrain+Apply.swift` picks the hash seed per frame).
// filter: filmGrain
// category: stylize
// coreImage: no
// doc: Adds deterministic, animated monochrome film grain.
// apply: custom
// skip: intensity == 0
// uniform float time;      // = 0; range 0..1e5; slider 0..10; unit s; nonFinite 0; Time in seconds; the grain pattern changes 24 times a second.
// uniform int seed;        // = 0; range 0..1000; slider 0..100; nonFinite 0; Picks an independent, repeatable grain pattern.
// uniform float intensity; // = 0.1; linked; range 0..1; slider 0..0.5; identity 0; nan 0; Amplitude of the grain added to every channel.
// uniform float size;      // = 1; linked; range 1..8; slider 1..4; unit px; Size of one grain, in pixels.
// Monochrome film grain: a triangular-distributed value in (−1, 1) per `size`-pixel grain,
// hash(seed) + hash(seed + 1) − 1 with `grainSeed` picked per frame on the CPU, added to every
// channel scaled by intensity and coverage: rgb += intensity · n · a.
vec4 filmGrain(vec4 color, vec2 destCoord, float grainSeed, float intensity, float size) {
    vec2 cell = floor(destCoord / size);
    float n = glaze_hash(cell, grainSeed) + glaze_hash(cell, grainSeed + 1.0) - 1.0;
    return vec4(color.rgb + intensity * n * color.a, color.a);
}
