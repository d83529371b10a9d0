/// The image where the background is transparent (Porter-Duff source-out). Core Image's `CISourceOutCompositing`.
// filter: sourceOutCompositing
// category: compositing
// display: Source Out
// doc: The image where the background is transparent (Porter-Duff source-out).
// apply: operation input
// uniform sampler2D backgroundImage; // The image underneath.

// The image where the background is transparent (Porter-Duff source-out). Premultiplied colour: result = image · (1
// − α_background).
vec4 sourceOutCompositing(vec4 source, vec4 background, vec2 destCoord) {
    return source * (1.0 - background.a);
}
