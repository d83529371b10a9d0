/// Sharpens the luminance of the image and leaves its colour alone (Core Image's
/// `CISharpenLuminance`): each channel gains sharpness·(Y − Y_blurred), Y the Rec. 709 luma in
/// the working space, the blur a Gaussian of `radius` over the image clamped to its extent
/// (`SharpenLuminance+Apply.swift`).
// filter: sharpenLuminance
// category: sharpen
// doc: Sharpens luminance detail without changing colour.
// apply: custom
// uniform float sharpness; // = 0.4; linked; range 0..2; slider 0..2; identity 0; Strength of the sharpening of luminance detail.
// uniform float radius;    // = 1.69; range 0..20; slider 0..10; identity 0; unit px; Gaussian standard deviation of the detail scale, in pixels.

// Sharpens luminance only: adds sharpness · (luma(c) − luma(blurred)) to every colour channel,
// so chrominance is unchanged. Premultiplied values; alpha is kept.
vec4 sharpenLuminance(vec4 color, vec4 blurred, vec2 destCoord, float sharpness) {
    float delta = sharpness * (glaze_luma(color.rgb) - glaze_luma(blurred.rgb));
    return vec4(color.rgb + delta, color.a);
}
