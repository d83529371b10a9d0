/// Core Image's `CIHexagonalPixellate`: hexagonal tiles `scale` pixels apart on a grid through
/// `center`, each filled with the colour at its centre. A warp: it folds into the pass that reads
/// the image (`HexagonalPixellate+Apply.swift`).
// filter: hexagonalPixellate
// category: stylize
// doc: Tiles the image with hexagons filled with the colour at their centres.
// apply: custom
// uniform vec2 center; // = vec2(150.0, 150.0); type position; nonFinite 0; The centre of one hexagon of the grid, in pixels.
// uniform float scale; // = 8; range 1..200; slider 1..100; unit px; nan 1; Distance between neighbouring hexagon centres, in pixels.
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
