/// The look of an old CRT monitor: a curved screen (barrel distortion, black outside), dark
/// scanlines along the screen's rows and an RGB aperture grille. The geometry is relative to
/// the input's extent; the result is opaque over the whole extent (the glass is composited
/// over black, so a see-through input never leaves holes). A warp (`crt-curvature.glsl`) plus a
/// colour kernel (`crt-mask.glsl`), applied in `CRT+Apply.swift`: it fuses with neighbouring
/// colour work.
// filter: crt
// category: stylize
// display: CRT
// swift: CRT
// coreImage: no
// doc: Curved glass, scanlines and an RGB aperture grille, like an old CRT monitor.
// apply: custom
// skip: scanlines == 0 && curvature == 0 && mask == 0
uniform float scanlines;  // = 0.4; range 0..1; slider 0..1; identity 0; nan 0; Darkening between scanlines: rows dim by scanlines·sin²(π·y/lineHeight).
uniform float lineHeight; // = 3; range 1..32; slider 2..8; unit px; Scanline period, in pixels of the screen.
uniform float curvature;  // = 0.1; range 0..1; slider 0..0.5; identity 0; nan 0; Barrel distortion of the curved glass; corners outside the screen turn black.
uniform float mask;       // = 0.3; range 0..1; slider 0..1; identity 0; nan 0; Aperture grille: how much each one-pixel stripe dims the two other channels.
