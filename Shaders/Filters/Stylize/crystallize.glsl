/// Core Image's `CICrystallize`: a Voronoi diagram of one jittered point per `radius`-sized
/// square of a grid anchored at `center`, each cell filled with the colour at its point.
/// Deterministic. A warp that folds into the pass that reads the image (`Crystallize+Apply.swift`).
// filter: crystallize
// category: stylize
// doc: Breaks the image into polygons filled with single colours.
// apply: custom
// uniform float radius; // = 20; range 1..200; slider 1..100; unit px; nan 1; Typical size of the polygonal cells, in pixels.
// uniform vec2 center;  // = vec2(150.0, 150.0); type position; nonFinite 0; Anchor of the grid the cell points are jittered on, in pixels.
// Voronoi cells around one jittered point per `radius`-sized square of a grid anchored at
// `center`: every pixel reads its nearest point. Point of cell (i, j):
// center + (i + glaze_hash((i, j), 1), j + glaze_hash((i, j), 2)) · radius.
vec2 crystallizePoint(vec2 cell, vec2 center, float radius) {
    return center + (cell + vec2(glaze_hash(cell, 1.0), glaze_hash(cell, 2.0))) * radius;
}

vec2 crystallize(vec2 destCoord, vec2 center, float radius) {
    vec2 base = floor((destCoord - center) / radius);
    vec2 best = crystallizePoint(base, center, radius);
    float bestDistance = 1e30;
    for (int j = -1; j <= 1; j++) {
        for (int i = -1; i <= 1; i++) {
            vec2 q = crystallizePoint(base + vec2(float(i), float(j)), center, radius);
            float d = dot(q - destCoord, q - destCoord);
            if (d < bestDistance) { bestDistance = d; best = q; }
        }
    }
    return best;
}
