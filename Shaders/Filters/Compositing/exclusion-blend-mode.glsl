// Exclusion blend mode (W3C Compositing and Blending Level 1): B = cb + cs − 2 · cb · cs.
float exclusionBlendMode_B1(float cb, float cs) {
    return cb + cs - 2.0 * cb * cs;
}

vec4 exclusionBlendMode(vec4 source, vec4 background, vec2 destCoord) {
    GLAZE_W3C_SEPARABLE(exclusionBlendMode_B1);
}
