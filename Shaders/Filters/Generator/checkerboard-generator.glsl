// Squares of `width` px with a corner at `center`: color0 where floor(x') + floor(y') is even
// (x', y' in squares from the centre), color1 elsewhere. `sharpness` 1 gives hard edges; lower
// values blend across each edge over (1 − sharpness) · width / 2 px on either side.
vec4 checkerboardGenerator(vec2 destCoord, vec2 center, vec4 color0, vec4 color1, float width, float sharpness) {
    vec2 q = (destCoord - center) / width;
    vec2 cell = floor(q);
    bool even = mod(cell.x + cell.y, 2.0) < 0.5;
    vec2 edge = (0.5 - abs(q - cell - 0.5)) * width;
    float blur = (1.0 - sharpness) * width * 0.5;
    float own = blur > 0.0 ? 0.5 + 0.5 * clamp(min(edge.x, edge.y) / blur, 0.0, 1.0) : 1.0;
    return even ? mix(color1, color0, own) : mix(color0, color1, own);
}
