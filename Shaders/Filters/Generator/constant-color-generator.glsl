/// A single colour everywhere, of infinite extent (Core Image's `CIConstantColorGenerator`).
/// Crop it to the area you need. No kernel: the image is a constant-colour source
/// (`ConstantColorGenerator+Apply.swift`).
// filter: constantColorGenerator
// category: generator
// display: Constant Color
// doc: A single colour of infinite extent.
// apply: custom
uniform vec4 color; // = vec4(1.0, 0.0, 0.0, 1.0); type color; The colour (linear RGBA, not premultiplied).
