// Ground fog (the 2012 games demo): value noise toned to grey (two octaves, smooth interpolation
// of glaze_hash lattice values, feature size `scale`, moved by `offset`), shaped by a linear
// gradient that is 1 at `point0` and 0 at `point1`, and laid over the image in `fogColor`
// (premultiplied) with `density`.
float groundFogLattice(vec2 p, float scale, float seed) {
    vec2 q = p / scale;
    vec2 i = floor(q);
    vec2 f = q - i;
    f = f * f * (3.0 - 2.0 * f);
    float a = glaze_hash(i, seed), b = glaze_hash(i + vec2(1.0, 0.0), seed);
    float c = glaze_hash(i + vec2(0.0, 1.0), seed), d = glaze_hash(i + vec2(1.0, 1.0), seed);
    return mix(mix(a, b, f.x), mix(c, d, f.x), f.y);
}

vec4 groundFogLayer(vec4 pixel, vec2 destCoord, vec2 offset, vec4 color, float density, vec2 point0, vec2 point1,
               float scale) {
    vec2 p = destCoord + offset;
    float n = 0.65 * groundFogLattice(p, scale, 11.0) + 0.35 * groundFogLattice(p, 0.5 * scale, 12.0);
    vec2 axis = point0 - point1;
    float g = clamp(dot(destCoord - point1, axis) / max(dot(axis, axis), 1e-6), 0.0, 1.0);
    float a = clamp(density * g * n, 0.0, 1.0);
    return color * a + pixel * (1.0 - a);
}
