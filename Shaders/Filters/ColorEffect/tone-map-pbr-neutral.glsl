// The Khronos PBR Neutral tone mapper (KhronosGroup/ToneMapping, PBR_Neutral/README.md and pbrNeutral.glsl,
// 2024), per unpremultiplied pixel in the linear working space (linear Rec. 709 / sRGB primaries, as the
// specification requires), with the specification's constants: F90 = 0.04, Ks = startCompression =
// 0.8 - 0.04, Kd = desaturation = 0.15. With c = min(max(c, 0) * gain, 65504) (gain = 2^exposure):
// x = min(r, g, b); f = x - 6.25 x² when x < 0.08 (x - x²/(4 F90)), else 0.04; c -= f; p = max(r, g, b);
// when p >= Ks: d = 1 - Ks, pn = 1 - d² / (p + d - Ks), c *= pn / p, g = 1 - 1 / (Kd (p - pn) + 1),
// c = mix(c, vec3(pn), g). The result is linear display-referred colour in 0...1.
vec4 toneMapPbrNeutral(vec4 color, vec2 destCoord, float gain) {
    const float startCompression = 0.8 - 0.04;
    const float desaturation = 0.15;
    vec4 c = glaze_unpremultiply(color);
    vec3 v = min(max(c.rgb, vec3(0.0)) * gain, vec3(65504.0));
    float x = min(v.r, min(v.g, v.b));
    float offset = x < 0.08 ? x - 6.25 * x * x : 0.04;
    v -= offset;
    float peak = max(v.r, max(v.g, v.b));
    if (peak >= startCompression) {
        float d = 1.0 - startCompression;
        float newPeak = 1.0 - d * d / (peak + d - startCompression);
        v *= newPeak / peak;
        float g = 1.0 - 1.0 / (desaturation * (peak - newPeak) + 1.0);
        v = mix(v, vec3(newPeak), g);
    }
    return vec4(v * color.a, color.a);
}
