/// A straight wipe in any direction with a soft edge.
// filter: directionalWipe
// category: transition
// display: Directional Wipe
// coreImage: no
// doc: Wipes the target in with a straight soft edge travelling in any direction.
// region: extent after softness
// uniform float angle;    // = 0; type angle; Direction the edge travels (0: left to right, π/2: bottom to top).
// uniform float softness; // = 32; range 0..2000; slider 0..200; unit px; Width of the soft edge.

// A straight wipe across `extent` (x, y, w, h) travelling along `angle` (0: left to right), with
// an edge `softness` px wide.

vec4 directionalWipeTransition(vec2 destCoord, float progress, vec4 extent, float angle, float softness) {
    if (progress <= 0.0) return getFromColor(destCoord);
    if (progress >= 1.0) return getToColor(destCoord);
    vec2 d = vec2(cos(angle), sin(angle));
    vec2 span = glaze_extentSpan(extent, d);
    float soft = max(softness, 0.0);
    float edge = mix(span.x, span.y + soft, progress);         // the target covers up to edge - soft
    float proj = dot(destCoord, d);
    float k = glaze_softEdge(proj, edge, soft);
    if (k <= 0.0) return getToColor(destCoord);
    if (k >= 1.0) return getFromColor(destCoord);
    return mix(getToColor(destCoord), getFromColor(destCoord), k * k * (3.0 - 2.0 * k));
}
