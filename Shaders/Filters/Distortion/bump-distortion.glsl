/// A round bulge or dent (Core Image's `CIBumpDistortion`, with Core Image's formula): inside
/// `radius`, `source = center + (p − center) · (1 − scale · s)`, `s = t²(3 − 2t)`,
/// `t = 1 − d / radius`. Positive `scale` magnifies (the image bulges out of the page), negative
/// shrinks it (into the page); 0 is the identity. (Core Image's 2013 guide words the sign the
/// other way round; the formula is the framework's.) A `warp` kernel: it folds into the pass that
/// reads it (`BumpDistortion+Apply.swift`).
// filter: bumpDistortion
// category: distortion
// doc: Bulges the image out of (or into) the page inside a circle.
// apply: custom
// skip: scale == 0 || radius < 0.001
// uniform vec2 center;  // = vec2(150.0, 150.0); type position; Centre of the effect.
// uniform float radius; // = 300; range 0..100000; slider 0..1200; unit px; Radius of the affected disc.
// uniform float scale;  // = -0.5; range -10..10; slider -1..1; identity 0; Strength and direction: positive bulges out of the page, negative pushes in.
// Core Image's bump: inside the radius the sample point moves along the ray from the centre,
// source = center + (p − center) · (1 − scale · smoothstep(1 − d / radius)), smoothstep(t) =
// t²(3 − 2t). Positive scale magnifies (a bulge out of the page), negative shrinks (a dent).
vec2 bumpDistortion(vec2 destCoord, vec2 center, float radius, float scale) {
    vec2 delta = destCoord - center;
    float t = clamp(1.0 - length(delta) / radius, 0.0, 1.0);
    if (t <= 0.0) return destCoord;
    return center + delta * (1.0 - scale * t * t * (3.0 - 2.0 * t));
}
