/// Core Image's `CIPhotoEffectTonal`: flat black and white: luma with a compressed tonal range and low contrast.
///
/// Rebuilt as a procedural look (`PhotoEffectLook.tonal`) baked into a 32³ table and applied
/// with the colour-cube kernel on sRGB-encoded colour, so it fuses with neighbouring colour
/// filters (`PhotoEffectTonal+Apply.swift`). Designed for the default linear working space; the
/// look has no parameters.
// filter: photoEffectTonal
// category: colorEffect
// doc: Flat black and white: luma with a compressed tonal range and low contrast.
// apply: custom
