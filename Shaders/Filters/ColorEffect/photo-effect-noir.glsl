/// Core Image's `CIPhotoEffectNoir`: hard black and white: a red-filtered grey with strong contrast and crushed shadows.
///
/// Rebuilt as a procedural look (`PhotoEffectLook.noir`) baked into a 32³ table and applied
/// with the colour-cube kernel on sRGB-encoded colour, so it fuses with neighbouring colour
/// filters (`PhotoEffectNoir+Apply.swift`). Designed for the default linear working space; the
/// look has no parameters.
// filter: photoEffectNoir
// category: colorEffect
// doc: Hard black and white: a red-filtered grey with strong contrast and crushed shadows.
// apply: custom
