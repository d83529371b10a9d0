/// Core Image's `CIPhotoEffectTransfer`: warm vintage transfer: muted colour, warm reds, dimmed blues and lifted blacks.
///
/// Rebuilt as a procedural look (`PhotoEffectLook.transfer`) baked into a 32³ table and applied
/// with the colour-cube kernel on sRGB-encoded colour, so it fuses with neighbouring colour
/// filters (`PhotoEffectTransfer+Apply.swift`). Designed for the default linear working space; the
/// look has no parameters.
// filter: photoEffectTransfer
// category: colorEffect
// doc: Warm vintage transfer: muted colour, warm reds, dimmed blues and lifted blacks.
// apply: custom
