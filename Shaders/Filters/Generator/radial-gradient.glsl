// color0 inside radius0, color1 outside radius1, linear in the distance between (premultiplied).
vec4 radialGradient(vec2 destCoord, vec2 center, float radius0, float radius1, vec4 color0, vec4 color1) {
    float d = distance(destCoord, center);
    float span = radius1 - radius0;
    float t = span != 0.0 ? clamp((d - radius0) / span, 0.0, 1.0) : (d < radius0 ? 0.0 : 1.0);
    return mix(color0, color1, t);
}
