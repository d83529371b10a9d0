/// The Core Image guide's pixellate transition: a dissolve that is pixellated ever more coarsely
/// up to mid-transition, then ever more finely.
///
/// The dissolve runs with time `clamp(2(t − 0.25), 0, 1)` and its result is pixellated like
/// `CIPixellate` (each cell shows its centre) with cells `scale·(1 − 2|t − 0.5|)` px around
/// `center`: a triangle peaking at `scale` (90 in the guide) at mid-transition. Border cells read
/// their centre clamped into the images' extent, so they stay opaque. One kernel, so it fuses
/// with what follows.
// filter: pixellateTransition
// category: transition
// display: Pixellate Transition
// coreImage: no
// aliases: pixelateTransition
// doc: Dissolves while pixellating ever more coarsely up to mid-transition, then ever more finely (the Core Image guide's recipe).
// region: inputs
// reads: anywhere
// uniform vec2 center; // = vec2(150.0, 150.0); type position; Origin of the pixel grid.
// uniform float scale; // = 90; range 0..1000; slider 0..200; unit px; Size of the cells at mid-transition (the Core Image guide uses 90).

// The Core Image guide's pixellate transition: a dissolve with time clamp(2(t - 0.25), 0, 1) whose
// result is pixellated (CIPixellate: each cell shows its centre) with cells
// scale * (1 - 2|t - 0.5|) px around `center`: a triangle peaking at `scale` at mid-transition.
// Cells at the border read their centre clamped into `extent` (x, y, w, h), so they stay opaque.

vec4 pixellateTransition(vec2 destCoord, float progress, vec4 extent, vec2 center, float scale) {
    if (progress <= 0.0) return getFromColor(destCoord);
    if (progress >= 1.0) return getToColor(destCoord);
    float size = max(scale, 0.0) * (1.0 - 2.0 * abs(progress - 0.5));
    vec2 q = destCoord;
    if (size >= 1.0) {
        q = center + (floor((destCoord - center) / size) + 0.5) * size;
        q = glaze_clampToExtent(q, extent);
    }
    float dissolve = clamp(2.0 * (progress - 0.25), 0.0, 1.0);
    if (dissolve <= 0.0) return getFromColor(q);
    if (dissolve >= 1.0) return getToColor(q);
    return mix(getFromColor(q), getToColor(q), dissolve);
}
