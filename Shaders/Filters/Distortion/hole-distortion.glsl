/// Punches a hole in the image (Core Image's `CIHoleDistortion`, the kernel of the Core Image
/// programming guide): outside `radius`, `source = center + unit(p − center) · (d − radius² / d)`,
/// pushing the image outwards; inside, every pixel shows the colour at the centre. Radius 0 is
/// the identity. A `warp` kernel: it folds into the pass that reads it (`HoleDistortion+Apply.swift`).
// filter: holeDistortion
// category: distortion
// doc: Pushes the image outwards from a circular hole.
// apply: custom
// skip: radius < 0.001
// uniform vec2 center;  // = vec2(150.0, 150.0); type position; Centre of the effect.
// uniform float radius; // = 150; range 0..100000; slider 0..1000; identity 0; unit px; Radius of the hole.
// Core Image's hole (the kernel in the programming guide): outside the radius, source = center +
// unit(p − center) · (d − r²/d), pushing the image outwards; inside, every pixel reads the centre.
vec2 holeDistortion(vec2 destCoord, vec2 center, float radius) {
    vec2 delta = destCoord - center;
    float d = length(delta);
    if (d <= radius) return center;
    return center + delta * ((d - radius * radius / d) / d);
}
