// John Hable's filmic curve from Uncharted 2 ("Filmic Tonemapping Operators", filmicworlds.com, 2010; GDC
// 2010 "Uncharted 2: HDR Lighting"), per unpremultiplied channel in the linear working space, with the
// published constants: shoulder strength A = 0.15, linear strength B = 0.50, linear angle C = 0.10, toe
// strength D = 0.20, toe numerator E = 0.02, toe denominator F = 0.30, linear white W = 11.2, and the
// exposure bias 2.0 of the post's sample code:
// f(x) = (x (A x + C B) + D E) / (x (A x + B) + D F) - E / F;
// out = clamp(f(2 x) / f(W), 0, 1) with x = min(max(c, 0) * gain, 65504) (gain = 2^exposure). The curve
// reaches 1 at x = W / 2 = 5.6 and would go on to 1.29, so it is clamped to display-referred 0...1.
vec4 toneMapHable(vec4 color, vec2 destCoord, float gain) {
    const float A = 0.15;
    const float B = 0.50;
    const float C = 0.10;
    const float D = 0.20;
    const float E = 0.02;
    const float F = 0.30;
    const float W = 11.2;
    const float exposureBias = 2.0;
    vec4 c = glaze_unpremultiply(color);
    vec3 x = exposureBias * min(max(c.rgb, vec3(0.0)) * gain, vec3(65504.0));
    vec3 curve = (x * (A * x + C * B) + D * E) / (x * (A * x + B) + D * F) - E / F;
    float white = (W * (A * W + C * B) + D * E) / (W * (A * W + B) + D * F) - E / F;
    return vec4(clamp(curve / white, 0.0, 1.0) * color.a, color.a);
}
