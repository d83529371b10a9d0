/// Adds the image to the background, premultiplied components. Core Image's `CIAdditionCompositing`.
// filter: additionCompositing
// category: compositing
// display: Addition
// doc: Adds the image to the background, premultiplied components.
// apply: operation union
// uniform sampler2D backgroundImage; // The image underneath.

// Adds the image to the background, premultiplied components. Premultiplied colour: result = image + background.
vec4 additionCompositing(vec4 source, vec4 background, vec2 destCoord) {
    return source + background;
}
