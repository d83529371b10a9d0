/// Core Image's `CIPhotoEffectProcess`: cross-processed film: contrasty red, flattened blue, yellow highlights and blue shadows.
///
/// Rebuilt as a procedural look (`PhotoEffectLook.process`) baked into a 32³ table and applied
/// with the colour-cube kernel on sRGB-encoded colour, so it fuses with neighbouring colour
/// filters (`PhotoEffectProcess+Apply.swift`). Designed for the default linear working space; the
/// look has no parameters.
// filter: photoEffectProcess
// category: colorEffect
// doc: Cross-processed film: contrasty red, flattened blue, yellow highlights and blue shadows.
// apply: custom
