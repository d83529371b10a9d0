/// White balance (Core Image's `CITemperatureAndTint`): colour lit by the white `neutral`
/// becomes colour lit by `targetNeutral`.
///
/// A white is a colour temperature in kelvin and a tint. The temperature picks a point on the
/// Planckian locus (Kim et al.'s cubic fit, 1667...25000 K); the tint moves it perpendicular to
/// the locus in CIE 1960 uv by `tint / 3000` (positive towards green, so a positive `neutral` tint
/// makes the image more magenta, like a raw converter's tint slider). The two whites are mapped
/// with a Bradford chromatic adaptation in linear sRGB, which keeps each white's luminance. So
/// raising the `neutral` temperature above the target warms the image. One colour matrix: folds
/// with neighbouring matrix filters (`TemperatureAndTint+Apply.swift`).
// filter: temperatureAndTint
// category: colorAdjustment
// display: Temperature and Tint
// doc: White balance: maps colour under one white (temperature, tint) to another.
// apply: custom
// skip: neutral == targetNeutral
uniform vec2 neutral;       // = vec2(6500.0, 0.0); ranges 1667..25000, -200..200; slider 2000..12000; identity default; unit K; White of the scene's light: (temperature in kelvin 1667...25000, tint -200...200; positive is greener).
uniform vec2 targetNeutral; // = vec2(6500.0, 0.0); ranges 1667..25000, -200..200; slider 2000..12000; identity default; unit K; White that the neutral becomes: (temperature in kelvin, tint).
