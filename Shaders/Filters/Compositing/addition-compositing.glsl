// Adds the image to the background, premultiplied components. Premultiplied colour: result = image + background.
vec4 additionCompositing(vec4 source, vec4 background, vec2 destCoord) {
    return source + background;
}
