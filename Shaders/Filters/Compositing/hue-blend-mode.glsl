// Hue blend mode (W3C Compositing and Blending Level 1): B = setLum(setSat(cs, sat(cb)), lum(cb)): the hue of the
// image with the saturation and luminosity of the background.
// W3C non-separable helpers: lum = 0.3 r + 0.59 g + 0.11 b; sat = max − min.
float hueBlendMode_lum(vec3 c) {
    return dot(c, vec3(0.3, 0.59, 0.11));
}

vec3 hueBlendMode_clipColor(vec3 c) {
    float l = hueBlendMode_lum(c);
    float n = min(c.r, min(c.g, c.b));
    float x = max(c.r, max(c.g, c.b));
    if (n < 0.0 && l - n > 0.0) c = l + (c - l) * l / (l - n);
    if (x > 1.0 && x - l > 0.0) c = l + (c - l) * (1.0 - l) / (x - l);
    return c;
}

vec3 hueBlendMode_setLum(vec3 c, float l) {
    return hueBlendMode_clipColor(c + (l - hueBlendMode_lum(c)));
}

float hueBlendMode_sat(vec3 c) {
    return max(c.r, max(c.g, c.b)) - min(c.r, min(c.g, c.b));
}

vec3 hueBlendMode_setSat(vec3 c, float s) {
    float n = min(c.r, min(c.g, c.b));
    float x = max(c.r, max(c.g, c.b));
    return x > n ? (c - n) * s / (x - n) : vec3(0.0);
}

vec3 hueBlendMode_B(vec3 cb, vec3 cs) {
    return hueBlendMode_setLum(hueBlendMode_setSat(cs, hueBlendMode_sat(cb)),
                      hueBlendMode_lum(cb));
}

// The W3C general formula on premultiplied colour (source = this image, backdrop = background):
// co = cs·(1 − αb) + cb·(1 − αs) + αs·αb·B(cb/αb, cs/αs), αo = αs + αb·(1 − αs).
vec4 hueBlendMode(vec4 source, vec4 background, vec2 destCoord) {
    vec3 cs = source.a > 0.0 ? source.rgb / source.a : vec3(0.0);
    vec3 cb = background.a > 0.0 ? background.rgb / background.a : vec3(0.0);
    vec3 co = source.rgb * (1.0 - background.a) + background.rgb * (1.0 - source.a)
            + source.a * background.a * hueBlendMode_B(cb, cs);
    return vec4(co, source.a + background.a * (1.0 - source.a));
}
