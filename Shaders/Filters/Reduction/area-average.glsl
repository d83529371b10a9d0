/// The mean colour (premultiplied) of the pixels in an area (Core Image's `CIAreaAverage`), e.g.
/// for auto exposure: read the result back, or feed it to a colour kernel.
///
/// A 1×1 image at the area's origin; pixels of the area outside the input's extent count as
/// transparent. Runs as a chain of reduction passes, each shrinking the area up to 4× per axis
/// (`AreaReduction`, `AreaAverage+Apply.swift`).
// filter: areaAverage
// category: reduction
// method: none
// apply: custom
// doc: A 1x1 image holding the mean colour (premultiplied) of the pixels in the area.
uniform vec4 extent; // = vec4(0.0, 0.0, 640.0, 80.0); range -1e6..1e6; slider 0..1920; unit px; swift Rect; clamp area; The area (x, y, width, height) in working-space pixels; rounded out to whole pixels, width and height 1...16384.
