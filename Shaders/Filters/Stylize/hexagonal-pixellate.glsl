// Hexagonal cells whose centres are `scale` pixels apart on a triangular lattice through
// `center` (pointy side up): every pixel reads the centre of its hexagon. The nearest lattice
// point is the nearer of the nearest points of two offset rectangular grids.
vec2 hexagonalPixellate(vec2 destCoord, vec2 center, float scale) {
    vec2 cell = vec2(scale, scale * 1.7320508);
    vec2 p = destCoord - center;
    vec2 a = floor(p / cell + 0.5) * cell;
    vec2 b = (floor((p - 0.5 * cell) / cell + 0.5) + 0.5) * cell;
    vec2 nearest = dot(p - a, p - a) <= dot(p - b, p - b) ? a : b;
    return center + nearest;
}
