// Multiply blend mode (W3C Compositing and Blending Level 1): B = cb · cs: darkens.
float multiplyBlendMode_B1(float cb, float cs) {
    return cb * cs;
}

vec4 multiplyBlendMode(vec4 source, vec4 background, vec2 destCoord) {
    GLAZE_W3C_SEPARABLE(multiplyBlendMode_B1);
}
