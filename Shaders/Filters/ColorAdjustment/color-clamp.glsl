// Clamps each unpremultiplied channel (alpha included) into [minComponents, maxComponents].
vec4 colorClamp(vec4 color, vec2 destCoord, vec4 minComponents, vec4 maxComponents) {
    vec4 c = glaze_unpremultiply(color);
    c = clamp(c, minComponents, max(minComponents, maxComponents));
    c.a = clamp(c.a, 0.0, 1.0);
    return vec4(c.rgb * c.a, c.a);
}
