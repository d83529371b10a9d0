// Turns a blurred copy of the image into its shadow: the shadow colour (premultiplied) times the
// blurred coverage times opacity.
vec4 dropShadow(vec4 blurred, vec2 destCoord, vec4 color, float opacity) {
    return color * clamp(blurred.a * opacity, 0.0, 1.0);
}
