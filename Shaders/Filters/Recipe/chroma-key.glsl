// Chroma key (Core Image's recipe, without the cube): pixels whose HSV hue lies strictly
// between minHue and maxHue (radians, 0 = red, 2π/3 = green) become transparent; greys
// (saturation 0) are never keyed.
vec4 chromaKey(vec4 color, vec2 destCoord, float minHue, float maxHue) {
    vec3 c = glaze_unpremultiply(color).rgb;
    float maxC = max(c.r, max(c.g, c.b));
    float delta = maxC - min(c.r, min(c.g, c.b));
    if (delta <= 0.0 || color.a <= 0.0) return color;
    float h;
    if (maxC == c.r) h = mod((c.g - c.b) / delta, 6.0);
    else if (maxC == c.g) h = (c.b - c.r) / delta + 2.0;
    else h = (c.r - c.g) / delta + 4.0;
    float hue = h * 1.04719755;
    return (hue > minHue && hue < maxHue) ? vec4(0.0) : color;
}
