// Darken blend mode (W3C Compositing and Blending Level 1): B = min(cb, cs).
float darkenBlendMode_B1(float cb, float cs) {
    return min(cb, cs);
}

vec4 darkenBlendMode(vec4 source, vec4 background, vec2 destCoord) {
    GLAZE_W3C_SEPARABLE(darkenBlendMode_B1);
}
