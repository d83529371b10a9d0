/// Colours the image through a gradient image (Core Image's `CIColorMap`).
///
/// The Rec. 709 luma of each unpremultiplied colour, clamped to 0...1, picks a position along the
/// middle row of `gradientImage`, from the centre of its first pixel (luma 0) to the centre of its
/// last (luma 1), read with linear filtering; the result is that gradient colour times the input's
/// alpha. A 1-pixel-high gradient (e.g. 256×1) is the usual form. An infinite gradient (an
/// uncropped generator) is read over x 0...256 at y 0.
///
/// The kernel reads the gradient at a coordinate other than the output's, so it is a
/// transition-style kernel (two inputs read through `getFromColor` / `getToColor`): it still fuses
/// with colour kernels before it, and the gradient is sampled where it is (a texture read for an
/// image source, evaluated in place for a generator). `ColorMap+Apply.swift` applies it.
// filter: colorMap
// category: colorEffect
// doc: Replaces each colour by a gradient image's colour at its luma.
// apply: custom
// uniform sampler2D gradientImage; // swift Image; Gradient read along its middle row: left for luma 0, right for luma 1 (e.g. a 256×1 image).
// Replaces each colour by the gradient image's colour at the input's luma: the luma of the
// unpremultiplied input (clamped to 0...1) picks a position along the gradient's middle row,
// from its first to its last pixel centre. Reads the input with getFromColor and the gradient
// with getToColor (a transition-style kernel, so it fuses with colour kernels before it).
// gradientRect = (minX, minY, width, height) of the gradient image in working-space pixels.
vec4 colorMap(vec2 destCoord, vec4 gradientRect) {
    vec4 color = getFromColor(destCoord);
    vec4 c = glaze_unpremultiply(color);
    float t = clamp(glaze_luma(c.rgb), 0.0, 1.0);
    vec2 q = vec2(gradientRect.x + 0.5 + t * max(gradientRect.z - 1.0, 0.0), gradientRect.y + 0.5 * gradientRect.w);
    return getToColor(q) * color.a;
}
