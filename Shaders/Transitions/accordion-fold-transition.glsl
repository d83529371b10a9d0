/// The image folds up like an accordion and unfolds as the target, cross-fading, so images of
/// different heights unfold into each other (Core Image's `CIAccordionFoldTransition`).
///
/// The folded part is everything above `bottomHeight`; at mid-transition it is folded to a
/// quarter of its height, the area above it transparent.
// filter: accordionFoldTransition
// category: transition
// display: Accordion Fold
// aliases: accordionFold
// doc: Folds the image up like an accordion and unfolds the target, cross-fading.
// apply: custom
// uniform float bottomHeight;     // = 0; range 0..100000; slider 0..500; unit px; Height of the bottom strip that stays flat.
// uniform float numberOfFolds;    // = 3; range 1..50; type integer; Number of folds (two panels each).
// uniform float foldShadowAmount; // = 0.1; range 0..1; Darkening of panels tilted away from the viewer.

// Core Image's CIAccordionFoldTransition: above `bottomHeight`, the picture folds like an accordion
// of `numberOfFolds` folds (2 panels each) whose height shrinks and grows back while the source
// cross-fades into the target; the height goes from the source's to the target's, so images of
// different sizes unfold into each other. Panels tilted away from the viewer darken by
// `foldShadowAmount`. Rects are (x, y, w, h).

vec4 accordionFoldTransition(vec2 destCoord, float progress, vec4 fromRect, vec4 toRect, float bottomHeight,
                             float numberOfFolds, float foldShadowAmount) {
    if (progress <= 0.0) return getFromColor(destCoord);
    if (progress >= 1.0) return getToColor(destCoord);
    float bottom = max(bottomHeight, 0.0);
    float fromFold = max(fromRect.w - bottom, 0.0), toFold = max(toRect.w - bottom, 0.0);
    float y0 = mix(fromRect.y, toRect.y, progress) + bottom;
    if (destCoord.y < y0) {
        return mix(getFromColor(destCoord), getToColor(destCoord), progress);
    }
    // Projected height: the folds close to a quarter of the height at mid-transition.
    float squeeze = 1.0 - 0.75 * sin(3.14159265 * progress);
    float height = mix(fromFold, toFold, progress) * squeeze;
    float v = (destCoord.y - y0) / max(height, 1e-3);
    if (v >= 1.0) return vec4(0.0);
    vec4 a = getFromColor(vec2(destCoord.x, fromRect.y + bottom + v * fromFold));
    vec4 b = getToColor(vec2(destCoord.x, toRect.y + bottom + v * toFold));
    vec4 c = mix(a, b, progress);
    // Each panel is tilted by theta with cos(theta) = squeeze; odd panels face away from the light.
    float panel = floor(v * 2.0 * max(numberOfFolds, 1.0));
    float tilt = sqrt(max(1.0 - squeeze * squeeze, 0.0));
    float shade = 1.0 - clamp(foldShadowAmount, 0.0, 1.0) * tilt * (mod(panel, 2.0) < 0.5 ? 1.0 : 3.0);
    return vec4(c.rgb * clamp(shade, 0.0, 1.0), c.a);
}
