/// Mixes the image and a background under a mask: `result = mix(background, image, m)` on
/// premultiplied colour. Core Image's `CIBlendWithAlphaMask`: `m` is the mask's alpha. Outside the mask's extent `m` is 0 (background); no
/// mask shows the image. A three-input `color` kernel: fuses with its neighbours
/// (`MaskedBlend+Apply.swift`).
// filter: blendWithAlphaMask
// category: compositing
// doc: Mixes the image and the background under a mask.
// apply: custom
// uniform sampler2D backgroundImage; // Shown where the mask is 0.
// uniform sampler2D maskImage;       // A mask whose alpha selects: opaque shows the image, transparent the background.

// mix(background, image, mask alpha): opaque mask shows the image, transparent the background.
vec4 blendWithAlphaMask(vec4 image, vec4 background, vec4 mask, vec2 destCoord) {
    return mix(background, image, clamp(mask.a, 0.0, 1.0));
}
