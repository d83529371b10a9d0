// The image where the background is opaque (Porter-Duff source-in). Premultiplied colour: result = image ·
// α_background.
vec4 sourceInCompositing(vec4 source, vec4 background, vec2 destCoord) {
    return source * background.a;
}
