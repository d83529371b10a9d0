// Like linearGradient, with the ramp eased by smoothstep: t' = t²(3 − 2t).
vec4 smoothLinearGradient(vec2 destCoord, vec2 point0, vec2 point1, vec4 color0, vec4 color1) {
    vec2 d = point1 - point0;
    float len2 = dot(d, d);
    float t = len2 > 0.0 ? clamp(dot(destCoord - point0, d) / len2, 0.0, 1.0) : 0.0;
    return mix(color0, color1, t * t * (3.0 - 2.0 * t));
}
