/// Core Image's `CIPhotoEffectInstant`: an instant-camera print: slightly muted colour, lifted blacks, cyan shadows and warm highlights.
///
/// Rebuilt as a procedural look (`PhotoEffectLook.instant`) baked into a 32³ table and applied
/// with the colour-cube kernel on sRGB-encoded colour, so it fuses with neighbouring colour
/// filters (`PhotoEffectInstant+Apply.swift`). Designed for the default linear working space; the
/// look has no parameters.
// filter: photoEffectInstant
// category: colorEffect
// doc: An instant-camera print: slightly muted colour, lifted blacks, cyan shadows and warm highlights.
// apply: custom
