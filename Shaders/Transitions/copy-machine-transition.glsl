// Core Image's CICopyMachineTransition: a bar of light `width` px wide, coloured `color`
// (premultiplied), sweeps across `extent` along `angle`; the target appears behind it. The light
// is screen-blended with strength `opacity` (above 1 saturates a wider core).
#ifndef getFromColor
vec4 getFromColor(vec2 q);
vec4 getToColor(vec2 q);
#endif

vec4 copyMachineTransition(vec2 destCoord, float progress, vec4 extent, vec4 color, float angle, float width,
                           float opacity) {
    if (progress <= 0.0) return getFromColor(destCoord);
    if (progress >= 1.0) return getToColor(destCoord);
    vec2 d = vec2(cos(angle), sin(angle));
    vec4 s = vec4(dot(extent.xy, d), dot(extent.xy + vec2(extent.z, 0.0), d),
                  dot(extent.xy + vec2(0.0, extent.w), d), dot(extent.xy + extent.zw, d));
    float lo = min(min(s.x, s.y), min(s.z, s.w)), hi = max(max(s.x, s.y), max(s.z, s.w));
    float w = max(width, 1e-3);
    float u = (dot(destCoord, d) - mix(lo - w, hi, progress)) / w;   // < 0 behind the bar, > 1 ahead
    if (u <= 0.0) return getToColor(destCoord);
    if (u >= 1.0) return getFromColor(destCoord);
    // The copy shows in the trailing part of the bar; the light peaks at its middle.
    float k = clamp((u - 0.3) / 0.4, 0.0, 1.0);
    vec4 base = mix(getToColor(destCoord), getFromColor(destCoord), k * k * (3.0 - 2.0 * k));
    float profile = sin(3.14159265 * u);
    vec4 light = color * clamp(opacity * profile * profile, 0.0, 1.0);
    return base + light - base * light;
}
