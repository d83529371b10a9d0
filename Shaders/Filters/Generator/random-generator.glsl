// Seamless colour noise: every pixel gets four independent uniform values in [0, 1) (r, g, b and
// alpha, unpremultiplied) from a PCG-style integer hash of its cell (x mod 256, y mod 256) and the
// seed, so the image tiles with a period of 256 px and is identical on every GPU.
uvec4 randomGenerator_hash(uvec4 v) {
    v = v * 1664525u + 1013904223u;
    v.x += v.y * v.w; v.y += v.z * v.x; v.z += v.x * v.y; v.w += v.y * v.z;
    v ^= v >> 16u;
    v.x += v.y * v.w; v.y += v.z * v.x; v.z += v.x * v.y; v.w += v.y * v.z;
    return v;
}

vec4 randomGenerator(vec2 destCoord, float seed) {
    ivec2 cell = ivec2(floor(destCoord)) & ivec2(255);
    uvec4 h = randomGenerator_hash(uvec4(uvec2(cell), uint(seed), 0u));
    vec4 c = vec4(h >> 8u) * (1.0 / 16777216.0);
    return vec4(c.rgb * c.a, c.a);
}
