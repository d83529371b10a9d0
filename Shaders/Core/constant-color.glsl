// A uniform colour everywhere (premultiplied).
vec4 glaze_constantColor(vec2 destCoord, vec4 color) {
    return color;
}
