// The mask disintegrateWithMask generates when none is given: smooth value noise in 0...1 (two
// octaves, cells `cell` px), opaque grey, fixed by `seed`.
float disintegrateNoise_value(vec2 p, float seed) {
    vec2 i = floor(p), f = fract(p);
    vec2 u = f * f * (3.0 - 2.0 * f);
    float a = glaze_hash(i, seed), b = glaze_hash(i + vec2(1.0, 0.0), seed);
    float c = glaze_hash(i + vec2(0.0, 1.0), seed), d = glaze_hash(i + vec2(1.0, 1.0), seed);
    return mix(mix(a, b, u.x), mix(c, d, u.x), u.y);
}

vec4 disintegrateNoise(vec2 destCoord, float cell, float seed) {
    vec2 p = destCoord / max(cell, 1.0);
    float n = 0.65 * disintegrateNoise_value(p, seed) + 0.35 * disintegrateNoise_value(p * 2.7 + 13.1, seed + 1.0);
    return vec4(vec3(clamp(n, 0.0, 1.0)), 1.0);
}
