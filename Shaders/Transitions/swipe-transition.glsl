// Core Image's CISwipeTransition: a soft band `width` px wide travels across `extent` (x, y, w, h)
// along `angle`; behind it the target, ahead of it the source, the band tinted by `color`
// (premultiplied) at `opacity`.
#ifndef getFromColor
vec4 getFromColor(vec2 q);
vec4 getToColor(vec2 q);
#endif

vec4 swipeTransition(vec2 destCoord, float progress, vec4 extent, vec4 color, float angle, float width,
                     float opacity) {
    if (progress <= 0.0) return getFromColor(destCoord);
    if (progress >= 1.0) return getToColor(destCoord);
    float u = glaze_sweepBand(destCoord, progress, extent, angle, width);
    if (u <= 0.0) return getToColor(destCoord);
    if (u >= 1.0) return getFromColor(destCoord);
    vec4 c = mix(getToColor(destCoord), getFromColor(destCoord), u * u * (3.0 - 2.0 * u));
    float band = clamp(opacity * (1.0 - abs(2.0 * u - 1.0)), 0.0, 1.0);
    return mix(c, color, band);
}
