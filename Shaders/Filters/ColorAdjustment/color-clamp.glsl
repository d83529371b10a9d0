/// Clamps colour into a box (Core Image's `CIColorClamp`): each unpremultiplied channel, alpha
/// included, is clamped into `[minComponents, maxComponents]`.
///
/// The defaults (0...1) leave an 8-bit image unchanged but cut HDR values above 1, so the filter
/// declares no identity value.
// filter: colorClamp
// category: colorAdjustment
// doc: Clamps each colour channel into a range.
// showcase: maxComponents = vec4(0.5, 0.8, 1.0, 1.0); minComponents = vec4(0.1, 0.0, 0.2, 0.0)
// kind: color
uniform vec4 minComponents; // = vec4(0.0); slider 0..1; Lower bound per channel (r, g, b, a) of the unpremultiplied colour.
uniform vec4 maxComponents; // = vec4(1.0); slider 0..1; Upper bound per channel (r, g, b, a) of the unpremultiplied colour.

vec4 kernel(vec4 color, vec2 pos) {
    vec4 c = glaze_unpremultiply(color);
    c = clamp(c, minComponents, max(minComponents, maxComponents));
    c.a = clamp(c.a, 0.0, 1.0);
    return vec4(c.rgb * c.a, c.a);
}
