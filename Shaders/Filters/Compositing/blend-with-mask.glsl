/// Mixes the image and a background under a mask: `result = mix(background, image, m)` on
/// premultiplied colour. Core Image's `CIBlendWithMask`: `m` is the mask's luminance (Rec. 709 luma of its working-space
/// colour, clamped to 0...1). Outside the mask's extent `m` is 0 (background); no
/// mask shows the image. A three-input `color` kernel: fuses with its neighbours
/// (`MaskedBlend+Apply.swift`).
// filter: blendWithMask
// category: compositing
// doc: Mixes the image and the background under a mask.
// apply: custom
// uniform sampler2D backgroundImage; // Shown where the mask is 0.
// uniform sampler2D maskImage;       // A greyscale mask: white shows the image, black the background.

// mix(background, image, m) with m the Rec. 709 luma of the (premultiplied, working-space) mask,
// clamped to 0...1: white shows the image, black the background.
vec4 blendWithMask(vec4 image, vec4 background, vec4 mask, vec2 destCoord) {
    return mix(background, image, clamp(glaze_luma(mask.rgb), 0.0, 1.0));
}
