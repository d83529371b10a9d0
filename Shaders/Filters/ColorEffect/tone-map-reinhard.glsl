// Reinhard tone mapping per unpremultiplied channel: x = max(c, 0) * gain (2^exposure); out = x / (1 + x).
vec4 toneMapReinhard(vec4 color, vec2 destCoord, float gain) {
    vec4 c = glaze_unpremultiply(color);
    vec3 x = max(c.rgb, vec3(0.0)) * gain;
    return vec4(x / (vec3(1.0) + x) * color.a, color.a);
}
