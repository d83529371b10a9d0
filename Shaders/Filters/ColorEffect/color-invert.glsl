/// Inverts colour (Core Image's `CIColorInvert`): `rgb' = 1 - rgb` on unpremultiplied colour,
/// alpha unchanged. A colour matrix, as in Core Image (`ColorInvert+Apply.swift`): folds with
/// neighbouring matrix filters.
// filter: colorInvert
// category: colorEffect
// doc: Inverts the colours (1 - c), keeping alpha.
// apply: custom
