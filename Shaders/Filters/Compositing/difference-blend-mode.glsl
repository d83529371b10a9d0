// Difference blend mode (W3C Compositing and Blending Level 1): B = |cb − cs|.
float differenceBlendMode_B1(float cb, float cs) {
    return abs(cb - cs);
}

vec4 differenceBlendMode(vec4 source, vec4 background, vec2 destCoord) {
    GLAZE_W3C_SEPARABLE(differenceBlendMode_B1);
}
