/// Selective focus that makes a scene look like a miniature (Core Image's Tilt-Shift recipe):
/// a horizontal band stays sharp and the image blurs towards the top and bottom.
///
/// The blur is a Gaussian of `radius` over the image clamped to its extent; the mask
/// (`tilt-shift-mask.glsl`, applied in `TiltShift+Apply.swift`) grows linearly from the focus line
/// at `center` (a fraction of the extent's height from the bottom) to the full blur `falloff` (a
/// fraction of the height) above and below it. Radius 0 leaves the image unchanged.
// filter: tiltShift
// display: Tilt-Shift
// category: recipe
// coreImage: no
// doc: Keeps a horizontal band sharp and blurs above and below it, like a miniature.
// apply: custom
uniform float radius;  // = 10; range 0..100; slider 0..30; identity 0; type distance; unit px; Gaussian standard deviation of the out-of-focus parts, in pixels.
uniform float center;  // = 0.5; range 0..1; slider 0..1; Height of the sharp line, as a fraction of the image height from the bottom.
uniform float falloff; // = 0.25; range 0.01..1; slider 0.05..0.5; Distance from the sharp line to full blur, as a fraction of the image height.
