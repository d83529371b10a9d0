/// Reduces each colour channel to a few levels (Core Image's `CIColorPosterize`): each
/// unpremultiplied channel, clamped to 0...1, is rounded to the nearest of `levels` evenly spaced
/// values from 0 to 1 inclusive, in the working space.
// filter: colorPosterize
// category: colorEffect
// doc: Quantises each colour channel to a few levels.
// kind: color
uniform int levels; // = 6; range 2..256; slider 2..30; Number of values per colour channel, including 0 and 1 (rounded to a whole number).

// out = round(clamp(c, 0, 1) * (levels - 1)) / (levels - 1) per unpremultiplied channel.
vec4 kernel(vec4 color, vec2 pos) {
    vec4 c = glaze_unpremultiply(color);
    float steps = max(float(levels) - 1.0, 1.0);
    c.rgb = floor(clamp(c.rgb, 0.0, 1.0) * steps + 0.5) / steps;
    return vec4(c.rgb * color.a, color.a);
}
