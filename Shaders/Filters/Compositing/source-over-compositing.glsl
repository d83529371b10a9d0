/// The image over the background (Porter-Duff source-over, Core Image's
/// `CISourceOverCompositing`): `result = image + background · (1 − α_image)` on premultiplied
/// working-space colour, drawn by ``Image/composited(over:)`` (`SourceOverCompositing+Apply.swift`).
// filter: sourceOverCompositing
// category: compositing
// display: Source Over
// doc: The image over the background (Porter-Duff source-over).
// apply: custom
uniform sampler2D backgroundImage; // The image underneath.
