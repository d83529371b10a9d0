// The larger of the image and the background, component by component. Premultiplied colour: result = max(image,
// background)` (premultiplied components).
vec4 maximumCompositing(vec4 source, vec4 background, vec2 destCoord) {
    return max(source, background);
}
