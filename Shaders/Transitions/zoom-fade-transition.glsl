/// The input magnifies towards a point while it fades out; the target settles from the same
/// magnification as it fades in.
// filter: zoomFade
// category: transition
// display: Zoom Fade
// coreImage: no
// doc: Zooms into the input while fading it out, and settles the target from the same zoom.
// reads: anywhere
// uniform vec2 center; // = vec2(150.0, 150.0); type position; Centre of the zoom.
// uniform float zoom;  // = 2; range 1..16; slider 1..4; Magnification the input zooms to and the target settles from.

// Zoom and fade: the source magnifies from 1 to `zoom` around `center` while it fades out; the
// target settles from `zoom` to 1 as it fades in.

vec4 zoomFadeTransition(vec2 destCoord, float progress, vec2 center, float zoom) {
    if (progress <= 0.0) return getFromColor(destCoord);
    if (progress >= 1.0) return getToColor(destCoord);
    float z = max(zoom, 1.0);
    vec2 v = destCoord - center;
    vec4 a = getFromColor(center + v / mix(1.0, z, progress));
    vec4 b = getToColor(center + v / mix(z, 1.0, progress));
    return mix(a, b, progress * progress * (3.0 - 2.0 * progress));
}
