// Radial wipe: the next image sweeps in like a clock hand around a centre.
// Author: Glaze examples
// License: MIT
//
// A drop-in transition in the gl-transitions style: `transition(uv)` with `uv` 0…1 over the
// picture, `progress` 0…1, `ratio` (width / height), getFromColor / getToColor.
uniform vec2 center; // = vec2(0.5, 0.5); range 0..1; Centre of the sweep (0…1 across the picture).
uniform float smoothness; // = 0.02; range 0..0.5; Softness of the hand's edge, as a fraction of a turn.
uniform bool clockwise; // = true
uniform float startAngle; // = 0.25; range 0..1; Where the hand starts, in turns anticlockwise from 3 o'clock (0.25 is 12 o'clock).

vec4 transition(vec2 uv) {
    vec2 d = (uv - center) * vec2(ratio, 1.0);
    float angle = atan(d.y, d.x) / 6.2831853;
    float swept = fract(clockwise ? startAngle - angle : angle - startAngle);
    float edge = progress * (1.0 + smoothness);
    float m = smoothstep(edge - smoothness, edge, swept);
    return mix(getToColor(uv), getFromColor(uv), m);
}
