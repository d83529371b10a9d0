/// Splashes a circle's rim outwards (Core Image's `CICircleSplashDistortion`): inside `radius` the
/// image is unchanged; outside, each pixel repeats the rim pixel on its ray from `center`, so the
/// output has an infinite extent. A `warp` kernel: it folds into the pass that reads it
/// (`CircleSplashDistortion+Apply.swift`).
// filter: circleSplashDistortion
// category: distortion
// doc: Keeps a circle and smears its rim outwards.
// apply: custom
// uniform vec2 center;  // = vec2(150.0, 150.0); type position; Centre of the effect.
// uniform float radius; // = 150; range 0..100000; slider 0..1000; unit px; Radius of the circle whose rim is splashed.
// Circle splash: inside the radius the image is unchanged; outside, each pixel repeats the pixel
// on the circle along its ray from the centre, splashing the circumference outwards.
vec2 circleSplashDistortion(vec2 destCoord, vec2 center, float radius) {
    vec2 delta = destCoord - center;
    float d = length(delta);
    if (d <= radius) return destCoord;
    return center + delta * (radius / d);
}
