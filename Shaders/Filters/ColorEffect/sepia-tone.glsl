/// Tones the image brown like an old photograph (Core Image's `CISepiaTone`).
///
/// The classic sepia matrix on unpremultiplied colour (rows r' = 0.393 r + 0.769 g + 0.189 b,
/// g' = 0.349 r + 0.686 g + 0.168 b, b' = 0.272 r + 0.534 g + 0.131 b), mixed with the original by
/// `intensity`. A colour matrix (`SepiaTone+Apply.swift`): folds with neighbouring matrix filters.
// filter: sepiaTone
// category: colorEffect
// doc: Tones the image brown like an old photograph.
// apply: custom
uniform float intensity; // = 1; range 0..1; identity 0; Mix between the original (0) and full sepia (1).
