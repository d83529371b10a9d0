/// An expanding ring that refracts the image, for explosions and impacts (a game effect, not in
/// Core Image). Drive `radius` per frame (e.g. `radius = speed · time`) and fade `strength`.
///
/// With `x = (d − radius) / (width / 2)`, pixels with `|x| < 1` read from
/// `p − unit(p − center) · strength · (1 − x²)²`; elsewhere the image is unchanged. Positive
/// strength magnifies the ring outwards, negative pulls it in; 0 is the identity. A `warp` kernel
/// (`Shockwave+Apply.swift`).
// filter: shockwave
// category: distortion
// coreImage: no
// doc: An expanding refraction ring for explosions and impacts.
// apply: custom
// uniform vec2 center;    // = vec2(150.0, 150.0); type position; Centre of the ring.
// uniform float radius;   // = 100; range 0..1e5; slider 0..1000; unit px; Radius of the ring's middle; animate it to expand the wave.
// uniform float width;    // = 40; range 0..1e5; slider 0..200; unit px; Thickness of the ring.
// uniform float strength; // = 10; range -1000..1000; slider -50..50; identity 0; unit px; Largest displacement; positive magnifies outwards, negative pulls in.
// An expanding ring: with x = (d − radius) / (width / 2), pixels with |x| < 1 read from
// p − unit(p − center) · strength · (1 − x²)², a smooth refraction bump across the ring.
// Positive strength magnifies the ring outwards; animate `radius` per frame.
vec2 shockwave(vec2 destCoord, vec2 center, float radius, float width, float strength) {
    vec2 delta = destCoord - center;
    float d = length(delta);
    float x = (d - radius) / max(width * 0.5, 1e-6);
    if (abs(x) >= 1.0 || d <= 1e-6) return destCoord;
    float bump = 1.0 - x * x;
    return destCoord - delta * (strength * bump * bump / d);
}
