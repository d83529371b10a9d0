// Sharpens luminance only: adds sharpness · (luma(c) − luma(blurred)) to every colour channel,
// so chrominance is unchanged. Premultiplied values; alpha is kept.
vec4 sharpenLuminance(vec4 color, vec4 blurred, vec2 destCoord, float sharpness) {
    float delta = sharpness * (glaze_luma(color.rgb) - glaze_luma(blurred.rgb));
    return vec4(color.rgb + delta, color.a);
}
