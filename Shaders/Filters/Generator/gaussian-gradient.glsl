// color0 at the centre fading to color1 with a Gaussian weight w = exp(-4.5 (d / radius)²)
// (standard deviation radius / 3, so w ≈ 0.011 at the radius). Premultiplied colours.
vec4 gaussianGradient(vec2 destCoord, vec2 center, vec4 color0, vec4 color1, float radius) {
    float x = distance(destCoord, center) / max(radius, 1e-6);
    float w = exp(-4.5 * min(x * x, 1e4));
    return mix(color1, color0, w);
}
