/// Twirls the image about a point (Core Image's `CITwirlDistortion`, Glaze's formula): inside
/// `radius` the image turns by `angle · s`, `s = t²(3 − 2t)`, `t = 1 − d / radius` (the full
/// angle at the centre, none at the rim), counter-clockwise for positive angles; 0 is the
/// identity. A `warp` kernel: it folds into the pass that reads it (`TwirlDistortion+Apply.swift`).
// filter: twirlDistortion
// category: distortion
// doc: Twirls the image about a point inside a circle.
// apply: custom
// skip: angle == 0 || radius < 0.001
// uniform vec2 center;  // = vec2(150.0, 150.0); type position; Centre of the effect.
// uniform float radius; // = 300; range 0..100000; slider 0..500; unit px; Radius of the affected disc.
// uniform float angle;  // = 3.14159265; range -10000..10000; slider -12.566..12.566; identity 0; type angle; unit rad; Rotation at the centre, counter-clockwise.
// Twirl: inside the radius the image turns about the centre by angle · smoothstep(1 − d/r)
// (the full angle at the centre, none at the rim); positive angles turn counter-clockwise.
vec2 twirlDistortion(vec2 destCoord, vec2 center, float radius, float angle) {
    vec2 delta = destCoord - center;
    float t = clamp(1.0 - length(delta) / radius, 0.0, 1.0);
    if (t <= 0.0) return destCoord;
    float a = -angle * t * t * (3.0 - 2.0 * t);
    float c = cos(a), s = sin(a);
    return center + vec2(c * delta.x - s * delta.y, s * delta.x + c * delta.y);
}
