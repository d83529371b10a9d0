// Picks the blur for each pixel from the mask's luminance m (0...1): the result blends the two
// pre-blurred levels around m·4 (level i is a Gaussian of radius·i/4; level 0 is the input).
vec4 maskedVariableBlur(vec4 c0, vec4 c1, vec4 c2, vec4 c3, vec4 c4, vec4 mask, vec2 destCoord) {
    float t = clamp(glaze_luma(mask.rgb), 0.0, 1.0) * 4.0;
    if (t <= 1.0) return mix(c0, c1, t);
    if (t <= 2.0) return mix(c1, c2, t - 1.0);
    if (t <= 3.0) return mix(c2, c3, t - 2.0);
    return mix(c3, c4, t - 3.0);
}
