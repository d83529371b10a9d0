// Core Image's CIDissolveTransition: a cross-fade of premultiplied colour.

vec4 dissolveTransition(vec2 destCoord, float progress) {
    if (progress <= 0.0) return getFromColor(destCoord);
    if (progress >= 1.0) return getToColor(destCoord);
    return mix(getFromColor(destCoord), getToColor(destCoord), progress);
}
