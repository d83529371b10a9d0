/// The image where the background is opaque (Porter-Duff source-in). Core Image's `CISourceInCompositing`.
// filter: sourceInCompositing
// category: compositing
// display: Source In
// doc: The image where the background is opaque (Porter-Duff source-in).
// apply: operation intersection
// uniform sampler2D backgroundImage; // The image underneath.

// The image where the background is opaque (Porter-Duff source-in). Premultiplied colour: result = image ·
// α_background.
vec4 sourceInCompositing(vec4 source, vec4 background, vec2 destCoord) {
    return source * background.a;
}
