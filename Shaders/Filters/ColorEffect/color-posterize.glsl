// Rounds each unpremultiplied colour channel to one of `levels` evenly spaced values in 0...1
// (0 and 1 included): out = round(clamp(c, 0, 1) * (levels - 1)) / (levels - 1).
vec4 colorPosterize(vec4 color, vec2 destCoord, float levels) {
    vec4 c = glaze_unpremultiply(color);
    float steps = max(levels - 1.0, 1.0);
    c.rgb = floor(clamp(c.rgb, 0.0, 1.0) * steps + 0.5) / steps;
    return vec4(c.rgb * color.a, color.a);
}
