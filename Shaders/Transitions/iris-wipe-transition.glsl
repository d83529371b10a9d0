/// A circle around a point (e.g. the player's ship) opens onto the target, or, closing, shrinks
/// the outgoing image down to that point: the classic iris in / iris out.
// filter: irisWipe
// category: transition
// display: Iris Wipe
// coreImage: no
// aliases: iris
// doc: Opens a circle onto the target around a point, or closes the input down to it.
// region: extent after closing
// links: yes
// uniform vec2 center;    // = vec2(150.0, 150.0); type position; Centre of the circle, e.g. the player's position.
// uniform float softness; // = 8; range 0..1000; slider 0..100; unit px; Width of the circle's soft edge.
// uniform bool closing;   // = false; Off: the target opens inside a growing circle; on: the input shrinks into the centre (iris out).

// An iris wipe around `center` (e.g. the player's ship): the target appears inside a growing
// circle, or, when `closing` is 1, the source stays inside a shrinking one. The circle's edge is
// `softness` px wide; it reaches the farthest corner of `extent` (x, y, w, h) at the end.

vec4 irisWipeTransition(vec2 destCoord, float progress, vec4 extent, vec2 center, float softness, float closing) {
    if (progress <= 0.0) return getFromColor(destCoord);
    if (progress >= 1.0) return getToColor(destCoord);
    float far = glaze_farthestCorner(extent, center);
    float soft = max(softness, 0.0);
    float radius = (closing > 0.5 ? 1.0 - progress : progress) * (far + soft);
    float d = length(destCoord - center);
    // k: 0 inside the circle, 1 outside it.
    float k = glaze_softEdge(d, radius, soft);
    float toWeight = closing > 0.5 ? k : 1.0 - k;
    if (toWeight >= 1.0) return getToColor(destCoord);
    if (toWeight <= 0.0) return getFromColor(destCoord);
    toWeight = toWeight * toWeight * (3.0 - 2.0 * toWeight);
    return mix(getFromColor(destCoord), getToColor(destCoord), toWeight);
}
