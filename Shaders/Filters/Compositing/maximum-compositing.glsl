/// The larger of the image and the background, component by component. Core Image's `CIMaximumCompositing`.
// filter: maximumCompositing
// category: compositing
// display: Maximum
// doc: The larger of the image and the background, component by component.
// apply: operation union
// uniform sampler2D backgroundImage; // The image underneath.

// The larger of the image and the background, component by component. Premultiplied colour: result = max(image,
// background)` (premultiplied components).
vec4 maximumCompositing(vec4 source, vec4 background, vec2 destCoord) {
    return max(source, background);
}
