/// Maps luma onto a two-colour gradient (Core Image's `CIFalseColor`): each unpremultiplied
/// colour becomes `color0 + luma · (color1 - color0)` (Rec. 709 luma, not clamped). The colours'
/// alpha is ignored; the input's alpha is kept. A colour matrix (`FalseColor+Apply.swift`): folds
/// with neighbouring matrix filters.
// filter: falseColor
// category: colorEffect
// doc: Replaces each colour by a blend of two colours chosen by its luma.
// apply: custom
uniform vec4 color0; // = vec4(0.3, 0.0, 0.0, 1.0); type color; Colour that black (luma 0) becomes; alpha ignored.
uniform vec4 color1; // = vec4(1.0, 0.9, 0.8, 1.0); type color; Colour that white (luma 1) becomes; alpha ignored.
