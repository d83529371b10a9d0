/// Core Image's `CIPixellate`: squares of `scale` pixels on a grid anchored at `center`, each
/// filled with the colour at its centre; scale 1 leaves the image unchanged. A warp: it folds
/// into the pass that reads the image (`Pixellate+Apply.swift`).
// filter: pixellate
// category: stylize
// doc: Makes the image blocky with squares filled with the colour at their centres.
// apply: custom
// skip: scale == 1
// uniform vec2 center; // = vec2(150.0, 150.0); type position; nonFinite 0; A corner of the grid of squares, in pixels.
// uniform float scale; // = 8; range 1..200; slider 1..100; identity 1; unit px; nan 1; Side of each square in pixels.
// Square cells of `scale` pixels anchored at `center`: every pixel reads the centre of its cell.
vec2 pixellate(vec2 destCoord, vec2 center, float scale) {
    return center + (floor((destCoord - center) / scale) + 0.5) * scale;
}
