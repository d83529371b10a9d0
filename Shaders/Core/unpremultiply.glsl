// Premultiplied → straight alpha (for writing image files).
vec4 glaze_unpremultiplyKernel(vec4 color, vec2 destCoord) {
    return glaze_unpremultiply(color);
}
