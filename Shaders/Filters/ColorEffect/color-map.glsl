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
