/// Core Image's `CIPhotoEffectChrome`: vivid, contrasty colour like slide film: saturation up, an S-curve, warm highlights.
///
/// Rebuilt as a procedural look (`PhotoEffectLook.chrome`) baked into a 32³ table and applied
/// with the colour-cube kernel on sRGB-encoded colour, so it fuses with neighbouring colour
/// filters (`PhotoEffectChrome+Apply.swift`). Designed for the default linear working space; the
/// look has no parameters.
// filter: photoEffectChrome
// category: colorEffect
// doc: Vivid, contrasty colour like slide film: saturation up, an S-curve, warm highlights.
// apply: custom
