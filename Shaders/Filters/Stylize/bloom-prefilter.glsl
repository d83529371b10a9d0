// First bloom level: a 2:1 downsample as one bilinear fetch at the output texel centre (the
// corner shared by 2×2 input texels when the levels are aligned: their average), through a
// soft-knee threshold (Unity style, on the average): brightness b = max(r, g, b); contribution
// = max(soft, b − threshold) / b with soft = clamp(b − threshold + knee, 0, 2·knee)² / (4·knee).
// threshold 0 keeps everything. The fetch reads through input0Linear, which skips the
// texel-centre test (llvmpipe runs both sides of that branch). One fetch instead of the four of
// a [1 3 3 1]/8 tent: the full-resolution reads were the pyramid's dearest pass.

vec4 bloomPrefilterThreshold(vec4 c, float threshold, float knee) {
    float brightness = max(c.r, max(c.g, c.b));
    float soft = clamp(brightness - threshold + knee, 0.0, 2.0 * knee);
    soft = soft * soft / (4.0 * knee + 1e-5);
    float contribution = max(soft, brightness - threshold) / max(brightness, 1e-5);
    return c * clamp(contribution, 0.0, 1.0);
}

vec4 bloomPrefilter(vec2 destCoord, float threshold, float knee) {
    return bloomPrefilterThreshold(input0Linear(destCoord), threshold, knee);
}
