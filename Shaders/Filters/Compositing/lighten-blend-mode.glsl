// Lighten blend mode (W3C Compositing and Blending Level 1): B = max(cb, cs).
float lightenBlendMode_B1(float cb, float cs) {
    return max(cb, cs);
}

vec4 lightenBlendMode(vec4 source, vec4 background, vec2 destCoord) {
    GLAZE_W3C_SEPARABLE(lightenBlendMode_B1);
}
