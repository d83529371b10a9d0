/// The smaller of the image and the background, component by component. Core Image's `CIMinimumCompositing`.
// filter: minimumCompositing
// category: compositing
// display: Minimum
// doc: The smaller of the image and the background, component by component.
// apply: operation intersection
// uniform sampler2D backgroundImage; // The image underneath.

// The smaller of the image and the background, component by component. Premultiplied colour: result = min(image,
// background)` (premultiplied components).
vec4 minimumCompositing(vec4 source, vec4 background, vec2 destCoord) {
    return min(source, background);
}
