// Saturation that favours muted colours: the change to saturation fades out as a colour's own
// saturation (max - min of its unpremultiplied channels) rises.
// out = luma + (c - luma) * (1 + amount * (1 - saturation)), clamped so a colour never inverts.
vec4 vibrance(vec4 color, vec2 destCoord, float amount) {
    vec4 c = glaze_unpremultiply(color);
    float high = max(c.r, max(c.g, c.b));
    float low = min(c.r, min(c.g, c.b));
    float saturation = clamp(high - low, 0.0, 1.0);
    float factor = max(1.0 + amount * (1.0 - saturation), 0.0);
    float luma = glaze_luma(c.rgb);
    c.rgb = vec3(luma) + (c.rgb - vec3(luma)) * factor;
    return vec4(c.rgb * color.a, color.a);
}
