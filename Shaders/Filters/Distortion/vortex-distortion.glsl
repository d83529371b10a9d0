/// Spins the image into a vortex (Core Image's `CIVortexDistortion`, Glaze's formula): inside
/// `radius` the image turns by `angle · (1 − d / radius)³`, a rotation concentrated at the core,
/// counter-clockwise for positive angles; the default 56.55 rad is nine turns, 0 is the identity.
/// A `warp` kernel: it folds into the pass that reads it (`VortexDistortion+Apply.swift`).
// filter: vortexDistortion
// category: distortion
// doc: Spins the image into a vortex inside a circle.
// apply: custom
// skip: angle == 0 || radius < 0.001
// uniform vec2 center;  // = vec2(150.0, 150.0); type position; Centre of the effect.
// uniform float radius; // = 300; range 0..100000; slider 0..800; unit px; Radius of the affected disc.
// uniform float angle;  // = 56.55; range -10000..10000; slider -94.25..94.25; identity 0; type angle; unit rad; Rotation at the centre, counter-clockwise.
// Vortex: inside the radius the image turns about the centre by angle · (1 − d/r)³, a rotation
// concentrated at the core (use several turns, e.g. 56.55 rad = 9 turns); counter-clockwise for
// positive angles.
vec2 vortexDistortion(vec2 destCoord, vec2 center, float radius, float angle) {
    vec2 delta = destCoord - center;
    float w = clamp(1.0 - length(delta) / radius, 0.0, 1.0);
    if (w <= 0.0) return destCoord;
    float a = -angle * w * w * w;
    float c = cos(a), s = sin(a);
    return center + vec2(c * delta.x - s * delta.y, s * delta.x + c * delta.y);
}
