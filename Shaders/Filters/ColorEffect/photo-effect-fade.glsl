/// Core Image's `CIPhotoEffectFade`: a washed-out print: muted colour, low contrast, lifted blacks and a faint yellow cast.
///
/// Rebuilt as a procedural look (`PhotoEffectLook.fade`) baked into a 32³ table and applied
/// with the colour-cube kernel on sRGB-encoded colour, so it fuses with neighbouring colour
/// filters (`PhotoEffectFade+Apply.swift`). Designed for the default linear working space; the
/// look has no parameters.
// filter: photoEffectFade
// category: colorEffect
// doc: A washed-out print: muted colour, low contrast, lifted blacks and a faint yellow cast.
// apply: custom
