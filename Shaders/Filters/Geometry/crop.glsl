/// The part of the image inside a rectangle (Core Image's `CICrop`); transparent outside. The
/// planner moves crops to the front: pixels outside are never computed (`Crop+Apply.swift`).
// filter: crop
// category: geometry
// method: none
// apply: custom
// skip: rectangle.isInfinite
// doc: Keeps the part of the image inside a rectangle.
uniform vec4 rectangle; // = vec4(-1e15, -1e15, 2e15, 2e15); range -1e15..2e15; slider 0..1920; identity default; unit px; swift Rect; The rectangle kept: x, y, width, height (infinite by default).
