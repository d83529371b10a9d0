// Tiles an image: the output coordinate goes back through the inverse transform and wraps into
// the input's extent rect (minX, minY, maxX, maxY), so the tile repeats forever.
vec2 affineTile(vec2 destCoord, mat3 inverse, vec4 rect) {
    vec2 q = (inverse * vec3(destCoord, 1.0)).xy - rect.xy;
    vec2 size = rect.zw - rect.xy;
    return rect.xy + q - size * floor(q / size);
}
