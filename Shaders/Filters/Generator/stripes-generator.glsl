/// Vertical stripes (Core Image's `CIStripesGenerator`): stripes of `width` px, one starting at
/// `center.x` (only x matters); the stripe right of the centre is `color0`. Infinite extent.
///
/// `sharpness` 1 gives hard edges; below 1 each edge blends over `(1 − sharpness) · width / 2` px
/// on either side (half-and-half on the edge itself).
// filter: stripesGenerator
// category: generator
// display: Stripes
// doc: Infinite vertical stripes of two colours.
// apply: generator
// uniform vec2 center;     // = vec2(150.0, 150.0); type position; A point on the edge between two stripes (only x matters).
// uniform vec4 color0;     // = vec4(1.0, 1.0, 1.0, 1.0); type color; Colour of the stripe right of the centre (linear RGBA).
// uniform vec4 color1;     // = vec4(0.0, 0.0, 0.0, 1.0); type color; Colour of the other stripes (linear RGBA).
// uniform float width;     // = 80; range 0.001..1e5; slider 1..800; unit px; Width of a stripe.
// uniform float sharpness; // = 1; range 0..1; Edge hardness: 1 hard, 0 blended across half a stripe.
// Vertical stripes of `width` px starting at `center`: color0 where floor((x − cx) / width) is
// even, color1 elsewhere; `sharpness` blends across each edge as in checkerboardGenerator.
vec4 stripesGenerator(vec2 destCoord, vec2 center, vec4 color0, vec4 color1, float width, float sharpness) {
    float q = (destCoord.x - center.x) / width;
    float cell = floor(q);
    bool even = mod(cell, 2.0) < 0.5;
    float edge = (0.5 - abs(q - cell - 0.5)) * width;
    float blur = (1.0 - sharpness) * width * 0.5;
    float own = blur > 0.0 ? 0.5 + 0.5 * clamp(edge / blur, 0.0, 1.0) : 1.0;
    return even ? mix(color1, color0, own) : mix(color0, color1, own);
}
