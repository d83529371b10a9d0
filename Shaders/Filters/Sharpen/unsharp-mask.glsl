// Unsharp masking: pushes each pixel away from its blurred neighbourhood,
// out = c + intensity · (c − blurred) (premultiplied; alpha kept in 0...1).
vec4 unsharpMask(vec4 color, vec4 blurred, vec2 destCoord, float intensity) {
    vec4 result = color + intensity * (color - blurred);
    return vec4(result.rgb, clamp(result.a, 0.0, 1.0));
}
