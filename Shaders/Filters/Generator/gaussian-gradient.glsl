/// A round gradient with a Gaussian profile (Core Image's `CIGaussianGradient`): weight
/// `w = exp(−4.5 (d / radius)²)` (standard deviation radius / 3), colour `color1 + (color0 −
/// color1) · w` in premultiplied, working-space colour. Infinite extent.
// filter: gaussianGradient
// category: generator
// doc: A round gradient with a Gaussian falloff from color0 to color1.
// apply: generator
// uniform vec2 center; // = vec2(150, 150); type position; Centre of the gradient.
// uniform vec4 color0; // = vec4(1, 1, 1, 1); type color; Colour at the centre (linear RGBA).
// uniform vec4 color1; // = vec4(0, 0, 0, 0); type color; Colour far away (linear RGBA); transparent by default.
// uniform float radius; // = 300; range 0..100000; slider 0..800; unit px; Three standard deviations of the Gaussian: the weight is about 1 % there.
// color0 at the centre fading to color1 with a Gaussian weight w = exp(-4.5 (d / radius)²)
// (standard deviation radius / 3, so w ≈ 0.011 at the radius). Premultiplied colours.
vec4 gaussianGradient(vec2 destCoord, vec2 center, vec4 color0, vec4 color1, float radius) {
    float x = distance(destCoord, center) / max(radius, 1e-6);
    float w = exp(-4.5 * min(x * x, 1e4));
    return mix(color1, color0, w);
}
