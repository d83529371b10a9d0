// The colour-matrix kernel for maps that leave alpha alone (alpha row (0, 0, 0, 1), no alpha
// bias). On unpremultiplied u = (c.rgb / a, a) the map gives M3·u.rgb + m·a + bias, which times
// a is M3·c.rgb + (m·a + bias)·a: it works on premultiplied colour directly, with no division.
// `alphaColumn` is m (the matrix's fourth column, rgb rows).
vec4 glaze_colorMatrixRGB(vec4 color, vec2 destCoord, mat3 matrix, vec3 alphaColumn, vec3 bias) {
    return vec4(matrix * color.rgb + (alphaColumn * color.a + bias) * color.a, color.a);
}
