/// Tiles the transformed image across the plane (Core Image's `CIAffineTile`): output pixel p
/// shows input pixel `wrap(T⁻¹ p)`, wrapped into the input's extent (the transform maps the tile
/// grid into working space; the identity repeats the image at its own size). Infinite extent. A
/// `warp` kernel over the edge-clamped input: it folds into the pass that reads it. Needs a finite
/// input; an infinite input is only transformed (`AffineTile+Apply.swift`).
// filter: affineTile
// category: geometry
// apply: custom
// doc: Tiles the transformed image across the plane.
// uniform mat3x2 transform; // = mat3x2(1, 0, 0, 1, 0, 0); range -1e6..1e6; slider -2..2; identity default; swift AffineTransform; Maps the tiles into place: [a, b, c, d, tx, ty].

// Tiles an image: the output coordinate goes back through the inverse transform and wraps into
// the input's extent rect (minX, minY, maxX, maxY), so the tile repeats forever.
vec2 affineTile(vec2 destCoord, mat3 inverse, vec4 rect) {
    vec2 q = (inverse * vec3(destCoord, 1.0)).xy - rect.xy;
    vec2 size = rect.zw - rect.xy;
    return rect.xy + q - size * floor(q / size);
}
