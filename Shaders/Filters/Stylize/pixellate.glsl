// Square cells of `scale` pixels anchored at `center`: every pixel reads the centre of its cell.
vec2 pixellate(vec2 destCoord, vec2 center, float scale) {
    return center + (floor((destCoord - center) / scale) + 0.5) * scale;
}
