/// Colour noise of infinite extent (Core Image's `CIRandomGenerator`): each pixel gets four
/// independent uniform values in 0..<1 for red, green, blue and alpha (unpremultiplied; the image
/// holds them premultiplied). Deterministic for a seed, identical on every GPU, and seamless: it
/// repeats every 256 px in x and y.
///
/// Core Image's generator has no parameters; `seed` is Glaze's addition (0 reproduces the
/// default noise).
// filter: randomGenerator
// category: generator
// doc: Seamless colour noise (period 256 px), deterministic for a seed.
// apply: generator
// uniform int seed; // = 0; range 0..16777216; slider 0..1000; Selects an independent noise pattern (an integer).
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
