// Porter-Duff source-over on premultiplied colour.
vec4 glaze_sourceOver(vec4 source, vec4 destination, vec2 destCoord) {
    return source + destination * (1.0 - source.a);
}
