/// A gradient between two circles (Core Image's `CIRadialGradient`): `color0` within `radius0`
/// of the centre, `color1` beyond `radius1`, linear in the distance between (premultiplied,
/// working-space colour). Infinite extent.
// filter: radialGradient
// category: generator
// doc: A ramp between two colours from an inner to an outer circle.
// apply: generator
// uniform vec2 center; // = vec2(150, 150); type position; Centre of the circles.
// uniform float radius0; // = 5; range 0..100000; slider 0..800; unit px; Radius of the inner circle: color0 inside.
// uniform float radius1; // = 100; range 0..100000; slider 0..800; unit px; Radius of the outer circle: color1 outside.
// uniform vec4 color0; // = vec4(1, 1, 1, 1); type color; Inner colour (linear RGBA).
// uniform vec4 color1; // = vec4(0, 0, 0, 1); type color; Outer colour (linear RGBA).
// color0 inside radius0, color1 outside radius1, linear in the distance between (premultiplied).
vec4 radialGradient(vec2 destCoord, vec2 center, float radius0, float radius1, vec4 color0, vec4 color1) {
    float d = distance(destCoord, center);
    float span = radius1 - radius0;
    float t = span != 0.0 ? clamp((d - radius0) / span, 0.0, 1.0) : (d < radius0 ? 0.0 : 1.0);
    return mix(color0, color1, t);
}
