/// The image over the background, only where the background is (Porter-Duff source-atop). Core Image's
/// `CISourceAtopCompositing`.
// filter: sourceAtopCompositing
// category: compositing
// display: Source Atop
// doc: The image over the background, only where the background is (Porter-Duff source-atop).
// apply: operation background
// uniform sampler2D backgroundImage; // The image underneath.

// The image over the background, only where the background is (Porter-Duff source-atop). Premultiplied colour:
// result = image · α_background + background · (1 − α_image).
vec4 sourceAtopCompositing(vec4 source, vec4 background, vec2 destCoord) {
    return source * background.a + background * (1.0 - source.a);
}
