/// Blurs each pixel by a radius scaled by a mask's luminance (Core Image's
/// `CIMaskedVariableBlur`): depth of field and depth cueing from a depth or focus mask.
///
/// The image is blurred at radius·i/4 for i = 1…4 (each through the Gaussian pyramid) and every
/// pixel blends the two levels around 4·m, where m is the mask's working-space luminance
/// (0 = sharp, 1 = the full radius; transparent mask areas, or no mask, stay sharp;
/// `MaskedVariableBlur+Apply.swift`).
// filter: maskedVariableBlur
// category: blur
// doc: Blurs by a radius that varies across the image with a mask's luminance.
// apply: custom
// uniform sampler2D mask; // Mask whose luminance scales the blur: black is sharp, white blurs by the full radius.
// uniform float radius;   // = 5; range 0..100; slider 0..50; identity 0; unit px; Gaussian standard deviation in pixels where the mask is white.

// Picks the blur for each pixel from the mask's luminance m (0...1): the result blends the two
// pre-blurred levels around m·4 (level i is a Gaussian of radius·i/4; level 0 is the input).
vec4 maskedVariableBlur(vec4 c0, vec4 c1, vec4 c2, vec4 c3, vec4 c4, vec4 mask, vec2 destCoord) {
    float t = clamp(glaze_luma(mask.rgb), 0.0, 1.0) * 4.0;
    if (t <= 1.0) return mix(c0, c1, t);
    if (t <= 2.0) return mix(c1, c2, t - 1.0);
    if (t <= 3.0) return mix(c2, c3, t - 2.0);
    return mix(c3, c4, t - 3.0);
}
