// First bloom level: a 2:1 downsample with a [1 3 3 1]/8 tent (four bilinear fetches at ±0.75
// of an input texel) whose fetches pass a soft-knee threshold first (Unity/Karis style):
// brightness b = max(r, g, b); contribution = max(soft, b − threshold) / b with
// soft = clamp(b − threshold + knee, 0, 2·knee)² / (4·knee). threshold 0 keeps everything.

vec4 bloomPrefilterThreshold(vec4 c, float threshold, float knee) {
    float brightness = max(c.r, max(c.g, c.b));
    float soft = clamp(brightness - threshold + knee, 0.0, 2.0 * knee);
    soft = soft * soft / (4.0 * knee + 1e-5);
    float contribution = max(soft, brightness - threshold) / max(brightness, 1e-5);
    return c * clamp(contribution, 0.0, 1.0);
}

vec4 bloomPrefilter(vec2 destCoord, float texel, float threshold, float knee) {
    float o = 0.75 * texel;
    return 0.25 * (bloomPrefilterThreshold(input0(destCoord + vec2(-o, -o)), threshold, knee)
                 + bloomPrefilterThreshold(input0(destCoord + vec2(o, -o)), threshold, knee)
                 + bloomPrefilterThreshold(input0(destCoord + vec2(-o, o)), threshold, knee)
                 + bloomPrefilterThreshold(input0(destCoord + vec2(o, o)), threshold, knee));
}
