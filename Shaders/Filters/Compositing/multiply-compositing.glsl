/// Multiplies the image and the background, component by component (alpha too). Core Image's `CIMultiplyCompositing`.
// filter: multiplyCompositing
// category: compositing
// doc: Multiplies the image and the background, component by component (alpha too).
// apply: operation intersection
// uniform sampler2D backgroundImage; // The image underneath.

// Multiplies the image and the background, component by component (alpha too). Premultiplied colour: result = image
// · background` (premultiplied components, alpha included).
vec4 multiplyCompositing(vec4 source, vec4 background, vec2 destCoord) {
    return source * background;
}
