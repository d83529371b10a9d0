/// Photoshop's Levels: input black and white points, a midtone gamma, output black and white.
///
/// On unpremultiplied colour in the working space (linear sRGB by default; Photoshop applies the
/// same closed form to encoded values, so the same numbers look different here), per channel:
/// `out = outputBlack + (outputWhite − outputBlack) · clamp((c − inputBlack) / (inputWhite −
/// inputBlack), 0, 1)^(1 / gamma)`. Values outside the input range clip (an HDR value above
/// `inputWhite` gives `outputWhite`); at the identity the filter is skipped and clips nothing. An
/// `inputWhite` not above `inputBlack` steps at `inputBlack`; `outputBlack` above `outputWhite`
/// inverts, as in Photoshop.
// filter: levels
// category: colorAdjustment
// coreImage: no
// doc: Photoshop's Levels: maps the input black..white range through a gamma onto the output black..white range.
// showcase: inputBlack = 0.08; inputWhite = 0.7; gamma = 1.4
// kind: color
uniform float inputBlack;  // = 0; range 0..16; slider 0..1; identity 0; Input level that becomes the output black; darker values clip to it.
uniform float inputWhite;  // = 1; range 0..16; slider 0..1; identity 1; Input level that becomes the output white; brighter values clip to it.
uniform float gamma;       // = 1; range 0.1..10; slider 0.25..4; identity 1; Midtone gamma between them: the power is 1 / gamma, so above 1 brightens (Photoshop's middle slider).
uniform float outputBlack; // = 0; range 0..16; slider 0..1; identity 0; Output level for the input black.
uniform float outputWhite; // = 1; range 0..16; slider 0..1; identity 1; Output level for the input white.

// Photoshop's Levels closed form per unpremultiplied channel.
vec4 kernel(vec4 color, vec2 pos) {
    vec4 c = glaze_unpremultiply(color);
    vec3 t = clamp((c.rgb - inputBlack) / max(inputWhite - inputBlack, 1e-6), 0.0, 1.0);
    c.rgb = outputBlack + (outputWhite - outputBlack) * pow(t, vec3(1.0 / gamma));
    return vec4(c.rgb * color.a, color.a);
}
