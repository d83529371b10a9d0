// Screen blend mode (W3C Compositing and Blending Level 1): B = cb + cs − cb · cs: lightens.
float screenBlendMode_B1(float cb, float cs) {
    return cb + cs - cb * cs;
}

vec4 screenBlendMode(vec4 source, vec4 background, vec2 destCoord) {
    GLAZE_W3C_SEPARABLE(screenBlendMode_B1);
}
