// Where a band `width` px wide, sweeping across `extent` (x, y, w, h) along `angle`, lies at
// `destCoord`: 0 at its trailing edge, 1 at its leading edge, < 0 behind it, > 1 ahead of it. The
// band enters the extent at progress 0 and has left it at 1 (the copy machine and swipe transitions).
float glaze_sweepBand(vec2 destCoord, float progress, vec4 extent, float angle, float width) {
    vec2 d = vec2(cos(angle), sin(angle));
    // Projections of the extent's corners on the direction of travel.
    vec4 s = vec4(dot(extent.xy, d), dot(extent.xy + vec2(extent.z, 0.0), d),
                  dot(extent.xy + vec2(0.0, extent.w), d), dot(extent.xy + extent.zw, d));
    float lo = min(min(s.x, s.y), min(s.z, s.w)), hi = max(max(s.x, s.y), max(s.z, s.w));
    float w = max(width, 1e-3);
    return (dot(destCoord, d) - mix(lo - w, hi, progress)) / w;
}
