/// Core Image's `CIPointillize`: one dot of `radius` pixels per (1.25·radius)-pixel square of a
/// grid anchored at `center`, at a jittered point, in the image's colour at that point, on a
/// white canvas. Deterministic (`Pointillize+Apply.swift`).
// filter: pointillize
// category: stylize
// doc: Paints the image as dots of colour on a white canvas.
// apply: custom
// uniform float radius; // = 20; range 1..200; slider 1..100; unit px; nan 1; Radius of the dots, in pixels.
// uniform vec2 center;  // = vec2(150.0, 150.0); type position; nonFinite 0; Anchor of the grid the dots are jittered on, in pixels.
// Dots of `radius` pixels on a white canvas: one dot per cell of a grid of (1.25·radius)-pixel
// squares anchored at `center`, at a jittered point (glaze_hash seeds 3 and 4), painted with the
// image's colour at that point; the nearest dot covering the pixel wins.

vec4 pointillize(vec2 destCoord, vec2 center, float radius) {
    float spacing = 1.25 * radius;
    vec2 base = floor((destCoord - center) / spacing);
    vec2 best = vec2(0.0);
    float bestDistance = radius * radius;
    bool found = false;
    for (int j = -1; j <= 1; j++) {
        for (int i = -1; i <= 1; i++) {
            vec2 cell = base + vec2(float(i), float(j));
            vec2 q = center + (cell + vec2(glaze_hash(cell, 3.0), glaze_hash(cell, 4.0))) * spacing;
            float d = dot(q - destCoord, q - destCoord);
            if (d <= bestDistance) { bestDistance = d; best = q; found = true; }
        }
    }
    return found ? input0(best) : vec4(1.0);
}
