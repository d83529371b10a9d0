// Monochrome film grain: a triangular-distributed value in (−1, 1) per `size`-pixel grain,
// hash(seed) + hash(seed + 1) − 1 with `grainSeed` picked per frame on the CPU, added to every
// channel scaled by intensity and coverage: rgb += intensity · n · a.
vec4 filmGrain(vec4 color, vec2 destCoord, float grainSeed, float intensity, float size) {
    vec2 cell = floor(destCoord / size);
    float n = glaze_hash(cell, grainSeed) + glaze_hash(cell, grainSeed + 1.0) - 1.0;
    return vec4(color.rgb + intensity * n * color.a, color.a);
}
