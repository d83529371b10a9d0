/// A circular wave expands from a point, revealing the target in its wake (Core Image's
/// `CIRippleTransition`).
///
/// Core Image lights the wave with a `shadingImage`; Glaze shades it analytically from the wave's
/// slope instead, so the transition stays one fusable kernel with two inputs.
// filter: rippleTransition
// category: transition
// display: Ripple
// aliases: ripple
// doc: Expands a circular wave from a point, revealing the target in its wake (shaded analytically; no shadingImage).
// region: extent after center
// reads: anywhere
// uniform vec2 center; // = vec2(150.0, 150.0); type position; Where the wave starts.
// uniform float width; // = 100; range 1..1000; unit px; Width of the wave.
// uniform float scale; // = 50; range -50..50; type scalar; unit px; Displacement under the wave: positive bulges, negative dimples.

// Core Image's CIRippleTransition: a circular wave `width` px wide expands from `center` until it
// has left `extent`; the target shows inside it, the source outside. Under the wave, pixels are
// displaced radially by up to `scale` px (positive bulges, negative dimples) and shaded by the
// wave's slope (an analytic light stands in for Core Image's shadingImage).

vec4 rippleTransition(vec2 destCoord, float progress, vec4 extent, vec2 center, float width, float scale) {
    if (progress <= 0.0) return getFromColor(destCoord);
    if (progress >= 1.0) return getToColor(destCoord);
    float far = glaze_farthestCorner(extent, center);
    float half_ = 0.5 * max(width, 1.0);
    float front = mix(-half_, far + half_, progress);
    vec2 v = destCoord - center;
    float d = length(v);
    float u = (d - front) / half_;                     // -1...1 across the wave
    if (u <= -1.0) return getToColor(destCoord);
    if (u >= 1.0) return getFromColor(destCoord);
    vec2 dir = d > 1e-3 ? v / d : vec2(0.0);
    float slope = sin(3.14159265 * u);
    vec2 q = glaze_clampToExtent(destCoord - dir * (0.5 * scale * slope), extent);
    vec4 c = mix(getToColor(q), getFromColor(q), 0.5 + 0.5 * u);
    float shade = 1.0 - 0.3 * slope * clamp(scale / 50.0, -1.0, 1.0);
    return vec4(c.rgb * max(shade, 0.0), c.a);
}
