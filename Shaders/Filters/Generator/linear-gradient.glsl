/// A linear gradient (Core Image's `CILinearGradient`) along the line from `point0` to `point1`:
/// `color0` up to `point0`, `color1` from `point1` on, linear between them (in premultiplied,
/// working-space colour). Infinite extent.
// filter: linearGradient
// category: generator
// doc: A linear ramp between two colours along a line; constant beyond its ends.
// apply: generator
// uniform vec2 point0; // = vec2(0.0, 0.0); type position; Where the gradient starts (color0).
// uniform vec2 point1; // = vec2(200.0, 200.0); type position; Where the gradient ends (color1).
// uniform vec4 color0; // = vec4(1.0, 1.0, 1.0, 1.0); type color; Colour at the start (linear RGBA).
// uniform vec4 color1; // = vec4(0.0, 0.0, 0.0, 1.0); type color; Colour at the end (linear RGBA).
// color0 at point0 to color1 at point1 (premultiplied), constant beyond either end.
vec4 linearGradient(vec2 destCoord, vec2 point0, vec2 point1, vec4 color0, vec4 color1) {
    vec2 d = point1 - point0;
    float len2 = dot(d, d);
    float t = len2 > 0.0 ? clamp(dot(destCoord - point0, d) / len2, 0.0, 1.0) : 0.0;
    return mix(color0, color1, t);
}
