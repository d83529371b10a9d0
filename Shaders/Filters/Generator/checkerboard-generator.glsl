/// A checkerboard (Core Image's `CICheckerboardGenerator`): squares of `width` px with a corner at
/// `center`; the square up and right of the centre is `color0`. Infinite extent.
///
/// `sharpness` 1 gives hard edges; below 1 each edge blends over `(1 − sharpness) · width / 2` px
/// on either side (half-and-half on the edge itself).
// filter: checkerboardGenerator
// category: generator
// display: Checkerboard
// doc: An infinite checkerboard of two colours.
// apply: generator
// uniform vec2 center;     // = vec2(150.0, 150.0); type position; A corner shared by four squares.
// uniform vec4 color0;     // = vec4(1.0, 1.0, 1.0, 1.0); type color; Colour of the square up and right of the centre (linear RGBA).
// uniform vec4 color1;     // = vec4(0.0, 0.0, 0.0, 1.0); type color; Colour of the other squares (linear RGBA).
// uniform float width;     // = 80; range 0.001..1e5; slider 1..800; unit px; Side of a square.
// uniform float sharpness; // = 1; range 0..1; Edge hardness: 1 hard, 0 blended across half a square.
// Squares of `width` px with a corner at `center`: color0 where floor(x') + floor(y') is even
// (x', y' in squares from the centre), color1 elsewhere. `sharpness` 1 gives hard edges; lower
// values blend across each edge over (1 − sharpness) · width / 2 px on either side.
vec4 checkerboardGenerator(vec2 destCoord, vec2 center, vec4 color0, vec4 color1, float width, float sharpness) {
    vec2 q = (destCoord - center) / width;
    vec2 cell = floor(q);
    bool even = mod(cell.x + cell.y, 2.0) < 0.5;
    vec2 edge = (0.5 - abs(q - cell - 0.5)) * width;
    float blur = (1.0 - sharpness) * width * 0.5;
    float own = blur > 0.0 ? 0.5 + 0.5 * clamp(min(edge.x, edge.y) / blur, 0.0, 1.0) : 1.0;
    return even ? mix(color1, color0, own) : mix(color0, color1, own);
}
