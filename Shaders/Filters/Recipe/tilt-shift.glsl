/// Selective focus that makes a scene look like a miniature (Core Image's Tilt-Shift recipe):
/// a horizontal band stays sharp and the image blurs towards the top and bottom.
///
/// The blur is a Gaussian of `radius` over the image clamped to its extent; the mask grows
/// linearly from the focus line at `center` (a fraction of the extent's height from the bottom)
/// to the full blur `falloff` (a fraction of the height) above and below it.
// filter: tiltShift
// display: Tilt-Shift
// category: recipe
// coreImage: no
// doc: Keeps a horizontal band sharp and blurs above and below it, like a miniature.
// apply: custom
// uniform float radius;  // = 10; range 0..100; slider 0..30; identity 0; unit px; Gaussian standard deviation of the out-of-focus parts, in pixels.
// uniform float center;  // = 0.5; range 0..1; slider 0..1; Height of the sharp line, as a fraction of the image height from the bottom.
// uniform float falloff; // = 0.25; range 0.01..1; slider 0.05..0.5; Distance from the sharp line to full blur, as a fraction of the image height.
// Tilt-shift mask: the blurred image shows in proportion to the distance from the horizontal
// focus line at `centerY`, reaching the full blur `band` pixels away (Core Image's recipe:
// two linear gradients added into a mask for blendWithMask).
vec4 tiltShift(vec4 sharp, vec4 blurred, vec2 destCoord, float centerY, float band) {
    float t = clamp(abs(destCoord.y - centerY) / max(band, 1e-3), 0.0, 1.0);
    return mix(sharp, blurred, t);
}
