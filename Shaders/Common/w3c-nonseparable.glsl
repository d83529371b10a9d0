// W3C Compositing and Blending Level 1, non-separable blend helpers (shared by the hue,
// saturation, color and luminosity blend modes): lum = 0.3 r + 0.59 g + 0.11 b; sat = max - min.
float glaze_w3cLum(vec3 c) {
    return dot(c, vec3(0.3, 0.59, 0.11));
}

vec3 glaze_w3cClipColor(vec3 c) {
    float l = glaze_w3cLum(c);
    float n = min(c.r, min(c.g, c.b));
    float x = max(c.r, max(c.g, c.b));
    if (n < 0.0 && l - n > 0.0) c = l + (c - l) * l / (l - n);
    if (x > 1.0 && x - l > 0.0) c = l + (c - l) * (1.0 - l) / (x - l);
    return c;
}

vec3 glaze_w3cSetLum(vec3 c, float l) {
    return glaze_w3cClipColor(c + (l - glaze_w3cLum(c)));
}

float glaze_w3cSat(vec3 c) {
    return max(c.r, max(c.g, c.b)) - min(c.r, min(c.g, c.b));
}

vec3 glaze_w3cSetSat(vec3 c, float s) {
    float n = min(c.r, min(c.g, c.b));
    float x = max(c.r, max(c.g, c.b));
    return x > n ? (c - n) * s / (x - n) : vec3(0.0);
}
