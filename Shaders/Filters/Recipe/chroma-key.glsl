/// Makes a range of hues transparent (Core Image's Chroma Key recipe): pixels whose HSV hue lies
/// strictly between `minHueAngle` and `maxHueAngle` (radians: 0 red, 2π/3 green, 4π/3 blue)
/// disappear; composite the result over a new background. Computed directly per pixel (the recipe
/// bakes the same test into a colour cube). The defaults, 100° to 140°, key a green screen; equal
/// ends key nothing; greys (saturation 0) are never keyed.
// filter: chromaKey
// category: recipe
// coreImage: no
// doc: Makes a range of hues (a green screen) transparent.
// kind: color
uniform float minHueAngle; // = 1.745329; range 0..6.283185307179586; slider 0..6.283185307179586; identity 0; type angle; unit rad; Lower end of the keyed hue range (default 100°, around green).
uniform float maxHueAngle; // = 2.443461; range 0..6.283185307179586; slider 0..6.283185307179586; identity 0; type angle; unit rad; Upper end of the keyed hue range (default 140°).

vec4 kernel(vec4 color, vec2 pos) {
    vec3 c = glaze_unpremultiply(color).rgb;
    float maxC = max(c.r, max(c.g, c.b));
    float delta = maxC - min(c.r, min(c.g, c.b));
    if (delta <= 0.0 || color.a <= 0.0) return color;
    float h;
    if (maxC == c.r) h = mod((c.g - c.b) / delta, 6.0);
    else if (maxC == c.g) h = (c.b - c.r) / delta + 2.0;
    else h = (c.r - c.g) / delta + 4.0;
    float hue = h * 1.04719755;
    return (hue > minHueAngle && hue < maxHueAngle) ? vec4(0.0) : color;
}
