/// A cross-fade from one image to another (Core Image's `CIDissolveTransition`).
// filter: dissolveTransition
// category: transition
// display: Dissolve
// aliases: dissolve
// doc: Cross-fades from the input to the target image.
// reads: texel

// Core Image's CIDissolveTransition: a cross-fade of premultiplied colour.

vec4 dissolveTransition(vec2 destCoord, float progress) {
    if (progress <= 0.0) return getFromColor(destCoord);
    if (progress >= 1.0) return getToColor(destCoord);
    return mix(getFromColor(destCoord), getToColor(destCoord), progress);
}
