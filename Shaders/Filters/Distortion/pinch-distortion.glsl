/// Pinches the image towards a point (Core Image's `CIPinchDistortion`; Core Image's kernel is
/// unpublished, this is Glaze's formula): inside `radius`,
/// `source = center + (p − center) · sin(π/2 · d / radius)^(−scale / 2)`, seamless at the rim,
/// pulling content inwards more the larger `scale`; 0 is the identity. Samples stay inside the
/// disc. A `warp` kernel: it folds into the pass that reads it (`PinchDistortion+Apply.swift`).
// filter: pinchDistortion
// category: distortion
// doc: Pinches the image towards a point inside a circle.
// apply: custom
// skip: scale == 0 || radius < 0.001
// uniform vec2 center;  // = vec2(150.0, 150.0); type position; Centre of the effect.
// uniform float radius; // = 300; range 0..100000; slider 0..1000; unit px; Radius of the affected disc.
// uniform float scale;  // = 0.5; range 0..2; slider 0..2; identity 0; Strength of the pinch: 0 none, 2 collapses the disc.
// Pinch towards the centre: inside the radius, source = center + (p − center) · sin(π/2 · d/r)^(−scale/2).
// The factor is 1 with zero slope at the rim (seamless) and grows towards the centre, so content
// is pulled inwards; at scale 2 everything inside collapses towards the rim's colour.
vec2 pinchDistortion(vec2 destCoord, vec2 center, float radius, float scale) {
    vec2 delta = destCoord - center;
    float t = length(delta) / radius;
    if (t >= 1.0) return destCoord;
    return center + delta * pow(max(sin(1.5707963 * t), 1e-6), -0.5 * scale);
}
