// The offset part of an alpha-preserving colour matrix (see color-matrix-rgb.glsl): on
// premultiplied colour, (m·a + bias)·a. The emitter applies a matrix's linear part before a
// per-pixel RGB scale (which commutes with it: M·(s·c) = s·(M·c)) and its offset, which does
// not commute, after the scale with this kernel.
vec4 glaze_colorOffsetRGB(vec4 color, vec2 destCoord, vec3 alphaColumn, vec3 bias) {
    return vec4(color.rgb + (alphaColumn * color.a + bias) * color.a, color.a);
}
