/// Saturation that spares already-vivid colours (Core Image's `CIVibrance`).
///
/// Each unpremultiplied colour moves away from (or towards) its Rec. 709 luma by
/// `1 + amount · (1 - s)`, where `s = max(r, g, b) - min(r, g, b)` is its own saturation, so muted
/// colours change most and saturated ones least. (Core Image also protects skin tones; this
/// filter only relies on the saturation falloff.)
// filter: vibrance
// category: colorAdjustment
// doc: Raises the saturation of muted colours more than that of vivid ones.
// showcase: amount = 1
// kind: color
uniform float amount; // = 0; range -1..1; identity 0; Saturation change that fades out for colours that are already saturated.

// out = luma + (c - luma) * (1 + amount * (1 - saturation)), clamped so a colour never inverts.
vec4 kernel(vec4 color, vec2 pos) {
    vec4 c = glaze_unpremultiply(color);
    float high = max(c.r, max(c.g, c.b));
    float low = min(c.r, min(c.g, c.b));
    float saturation = clamp(high - low, 0.0, 1.0);
    float factor = max(1.0 + amount * (1.0 - saturation), 0.0);
    float luma = glaze_luma(c.rgb);
    c.rgb = vec3(luma) + (c.rgb - vec3(luma)) * factor;
    return vec4(c.rgb * color.a, color.a);
}
