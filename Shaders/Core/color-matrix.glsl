// An affine map on unpremultiplied colour: out = matrix * in + bias. Every matrix-like filter
// (colorMatrix, colorControls, hueAdjust, sepiaTone, ...) evaluates through this kernel, and
// adjacent ones are folded into one matrix by the planner.
vec4 glaze_colorMatrix(vec4 color, vec2 destCoord, mat4 matrix, vec4 bias) {
    vec4 c = glaze_unpremultiply(color);
    vec4 r = matrix * c + bias;
    r.a = clamp(r.a, 0.0, 1.0);
    return vec4(r.rgb * r.a, r.a);
}
