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
