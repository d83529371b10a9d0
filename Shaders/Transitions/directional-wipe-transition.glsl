// A straight wipe across `extent` (x, y, w, h) travelling along `angle` (0: left to right), with
// an edge `softness` px wide.
#ifndef getFromColor
vec4 getFromColor(vec2 q);
vec4 getToColor(vec2 q);
#endif

vec4 directionalWipeTransition(vec2 destCoord, float progress, vec4 extent, float angle, float softness) {
    if (progress <= 0.0) return getFromColor(destCoord);
    if (progress >= 1.0) return getToColor(destCoord);
    vec2 d = vec2(cos(angle), sin(angle));
    vec4 s = vec4(dot(extent.xy, d), dot(extent.xy + vec2(extent.z, 0.0), d),
                  dot(extent.xy + vec2(0.0, extent.w), d), dot(extent.xy + extent.zw, d));
    float lo = min(min(s.x, s.y), min(s.z, s.w)), hi = max(max(s.x, s.y), max(s.z, s.w));
    float soft = max(softness, 0.0);
    float edge = mix(lo, hi + soft, progress);         // the target covers up to edge - soft
    float proj = dot(destCoord, d);
    float k = soft > 0.0 ? clamp((proj - (edge - soft)) / soft, 0.0, 1.0) : (proj < edge ? 0.0 : 1.0);
    if (k <= 0.0) return getToColor(destCoord);
    if (k >= 1.0) return getFromColor(destCoord);
    return mix(getToColor(destCoord), getFromColor(destCoord), k * k * (3.0 - 2.0 * k));
}
