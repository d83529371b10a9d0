/// Tints the image with one colour (Core Image's `CIColorMonochrome`): each unpremultiplied
/// colour becomes its Rec. 709 luma times `color`, mixed with the original by `intensity`.
/// A colour matrix (`ColorMonochrome+Apply.swift`): folds with neighbouring matrix filters.
// filter: colorMonochrome
// category: colorEffect
// doc: Turns the image into shades of one colour.
// apply: custom
uniform vec4 color;      // = vec4(0.6, 0.45, 0.3, 1.0); type color; The tint; the result is luma times this colour (alpha ignored).
uniform float intensity; // = 1; range 0..1; identity 0; Mix between the original (0) and the tinted grey (1).
