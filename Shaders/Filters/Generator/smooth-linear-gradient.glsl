/// A smoothstep-eased linear gradient (Core Image's `CISmoothLinearGradient`) along the line from
/// `point0` to `point1`: with t the pixel's position between the points (0...1), the colour is
/// `mix(color0, color1, t²(3 − 2t))` (premultiplied, working-space colour); `color0` before
/// `point0`, `color1` after `point1`. Infinite extent.
// filter: smoothLinearGradient
// category: generator
// doc: A smoothstep-eased ramp between two colours along a line; constant beyond its ends.
// apply: generator
// uniform vec2 point0; // = vec2(0.0, 0.0); type position; Where the gradient starts (color0).
// uniform vec2 point1; // = vec2(200.0, 200.0); type position; Where the gradient ends (color1).
// uniform vec4 color0; // = vec4(1.0, 1.0, 1.0, 1.0); type color; Colour at the start (linear RGBA).
// uniform vec4 color1; // = vec4(0.0, 0.0, 0.0, 1.0); type color; Colour at the end (linear RGBA).
// Like linearGradient, with the ramp eased by smoothstep: t' = t²(3 − 2t).
vec4 smoothLinearGradient(vec2 destCoord, vec2 point0, vec2 point1, vec4 color0, vec4 color1) {
    vec2 d = point1 - point0;
    float len2 = dot(d, d);
    float t = len2 > 0.0 ? clamp(dot(destCoord - point0, d) / len2, 0.0, 1.0) : 0.0;
    return mix(color0, color1, t * t * (3.0 - 2.0 * t));
}
