// Ambient occlusion's bilateral blur, one axis (`step`: one texel along x or y, working-space
// px): 9 texels of (visibility, z) with Gaussian weights (σ = 2 texels) times a depth weight
// max(0, 1 − sharpness · |z_tap − z| / z), so occlusion does not bleed across silhouettes (and
// texels outside the image, which read 0, weigh nothing). The weights are normalised: a constant
// visibility stays exactly constant.

vec4 ambientOcclusionBlur(vec2 destCoord, vec2 step, float sharpness) {
    vec4 center = input0Texel(destCoord);
    float z = max(center.g, 1e-6);
    float sum = 0.0;
    float weight = 0.0;
    for (int i = -4; i <= 4; i++) {
        vec4 s = input0Texel(destCoord + float(i) * step);
        float w = exp(-float(i * i) / 8.0) * max(0.0, 1.0 - sharpness * abs(s.g - center.g) / z);
        sum += s.r * w;
        weight += w;
    }
    return vec4(weight > 0.0 ? sum / weight : center.r, center.g, 0.0, 1.0);
}
