// The ACES filmic curve as fitted by Krzysztof Narkowicz (2016), per unpremultiplied channel:
// x = max(c, 0) * gain (2^exposure); out = clamp(x (2.51 x + 0.03) / (x (2.43 x + 0.59) + 0.14), 0, 1).
vec4 toneMapACES(vec4 color, vec2 destCoord, float gain) {
    vec4 c = glaze_unpremultiply(color);
    vec3 x = min(max(c.rgb, vec3(0.0)) * gain, vec3(65504.0));
    vec3 y = clamp((x * (2.51 * x + 0.03)) / (x * (2.43 * x + 0.59) + 0.14), 0.0, 1.0);
    return vec4(y * color.a, color.a);
}
