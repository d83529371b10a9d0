// Geometry the built-in transitions share: where a region (`extent`: x, y, w, h) lies along a
// direction, how far its farthest corner is from a point, clamping into it, a soft edge, and a
// sweeping band.

// The least and greatest projections of `extent`'s corners on the unit direction `d`.
vec2 glaze_extentSpan(vec4 extent, vec2 d) {
    vec4 s = vec4(dot(extent.xy, d), dot(extent.xy + vec2(extent.z, 0.0), d),
                  dot(extent.xy + vec2(0.0, extent.w), d), dot(extent.xy + extent.zw, d));
    return vec2(min(min(s.x, s.y), min(s.z, s.w)), max(max(s.x, s.y), max(s.z, s.w)));
}

// The distance from `center` to `extent`'s farthest corner.
float glaze_farthestCorner(vec4 extent, vec2 center) {
    vec2 c0 = extent.xy - center, c1 = extent.xy + extent.zw - center;
    return max(max(length(c0), length(c1)), max(length(vec2(c0.x, c1.y)), length(vec2(c1.x, c0.y))));
}

// `q` clamped to the centres of `extent`'s border pixels, so reads near its edge stay inside it
// (outside an image is transparent).
vec2 glaze_clampToExtent(vec2 q, vec4 extent) {
    return clamp(q, extent.xy + 0.5, extent.xy + max(extent.zw - 0.5, 0.5));
}

// An edge `soft` px wide (soft >= 0) ending at `edge`: 0 at or below edge - soft, 1 at or above
// edge, linear between; with soft 0, a hard step at `edge`.
float glaze_softEdge(float x, float edge, float soft) {
    return soft > 0.0 ? clamp((x - (edge - soft)) / soft, 0.0, 1.0) : (x < edge ? 0.0 : 1.0);
}

// Where a band `width` px wide, sweeping across `extent` along `angle`, lies at `destCoord`: 0 at
// its trailing edge, 1 at its leading edge, < 0 behind it, > 1 ahead of it. The band enters the
// extent at progress 0 and has left it at 1 (the copy machine and swipe transitions).
float glaze_sweepBand(vec2 destCoord, float progress, vec4 extent, float angle, float width) {
    vec2 d = vec2(cos(angle), sin(angle));
    vec2 span = glaze_extentSpan(extent, d);
    float w = max(width, 1e-3);
    return (dot(destCoord, d) - mix(span.x - w, span.y, progress)) / w;
}
