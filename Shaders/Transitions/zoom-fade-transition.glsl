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
