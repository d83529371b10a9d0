// Linear Burn blend mode (Photoshop's definition; not in W3C Compositing Level 1): B = max(cb + cs − 1, 0).
float linearBurnBlendMode_B1(float cb, float cs) {
    return max(cb + cs - 1.0, 0.0);
}

vec4 linearBurnBlendMode(vec4 source, vec4 background, vec2 destCoord) {
    GLAZE_W3C_SEPARABLE(linearBurnBlendMode_B1);
}
