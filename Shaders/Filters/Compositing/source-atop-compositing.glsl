// The image over the background, only where the background is (Porter-Duff source-atop). Premultiplied colour:
// result = image · α_background + background · (1 − α_image).
vec4 sourceAtopCompositing(vec4 source, vec4 background, vec2 destCoord) {
    return source * background.a + background * (1.0 - source.a);
}
