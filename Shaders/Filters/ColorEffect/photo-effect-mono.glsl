/// Core Image's `CIPhotoEffectMono`: soft black and white: luma with gentle contrast and slightly lifted blacks.
///
/// Rebuilt as a procedural look (`PhotoEffectLook.mono`) baked into a 32³ table and applied
/// with the colour-cube kernel on sRGB-encoded colour, so it fuses with neighbouring colour
/// filters (`PhotoEffectMono+Apply.swift`). Designed for the default linear working space; the
/// look has no parameters.
// filter: photoEffectMono
// category: colorEffect
// doc: Soft black and white: luma with gentle contrast and slightly lifted blacks.
// apply: custom
