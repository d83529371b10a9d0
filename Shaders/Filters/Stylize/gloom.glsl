/// Dulls the highlights of an image (Core Image's `CIGloom`): every channel brighter than its
/// Gaussian-blurred neighbourhood is pulled down to it, blended by `intensity`.
///
/// The blur sees the image clamped to its extent; the extent is kept.
// filter: gloom
// category: stylize
// apply: custom
// skip: radius == 0 || intensity == 0
// doc: Dulls the highlights of the image.
// uniform float radius;    // = 10; range 0..100; slider 0..50; identity 0; unit px; nan 0; Gaussian standard deviation of the neighbourhood highlights are dulled to.
// uniform float intensity; // = 0.5; range 0..1; slider 0..1; identity 0; nan 0; Blend between the image (0) and the fully dulled image (1).
// Dulls highlights: every channel is pulled down to its Gaussian-blurred neighbourhood where it
// is brighter, mix(c, min(c, blurred), intensity) (premultiplied; alpha kept).
vec4 gloom(vec4 color, vec4 blurred, vec2 destCoord, float intensity) {
    vec3 dulled = min(color.rgb, blurred.rgb);
    return vec4(mix(color.rgb, dulled, intensity), color.a);
}
