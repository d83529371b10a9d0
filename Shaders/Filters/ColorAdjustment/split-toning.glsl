/// Tints shadows and highlights with two colours, as Unity URP's Split Toning (done, as Unity says,
/// in gamma space to behave as in Adobe's products).
///
/// Works where Unity's does, in a 2.2 gamma domain: the unpremultiplied linear colour becomes
/// `g = max(c, 0)^(1/2.2)`, each tint `t = mix(0.5, rgb^(1/2.2), alpha)` (so the default linear grey
/// 0.5^2.2 = 0.2176 is neutral, and a tint's alpha is its strength). With `l = clamp(luma(clamp(g, 0,
/// 1)) + balance, 0, 1)` (Rec. 709 luma), `g = softLight(g, mix(0.5, shadows, 1 − l))`, then
/// `g = softLight(g, mix(0.5, highlights, l))`, and the result is `g^2.2`, linear again.
/// `softLight(b, s)` is Unity's (SRP Core `Color.hlsl`): `2 b s + b² (1 − 2 s)` for `s < 0.5`, else
/// `√b (2 s − 1) + 2 b (1 − s)`; a blend of 0.5 leaves the colour unchanged.
// filter: splitToning
// category: colorAdjustment
// coreImage: no
// doc: Tints the shadows with one colour and the highlights with another (Unity URP's Split Toning), balance moving the split.
// showcase: shadows = vec4(0.02, 0.25, 0.6, 1.0); highlights = vec4(0.9, 0.35, 0.05, 1.0)
// kind: color
uniform vec4 shadows;    // = vec4(0.2176376, 0.2176376, 0.2176376, 1.0); type color; identity default; Tint of the shadows (linear RGBA; the grey 0.2176 = 0.5^2.2 is neutral; alpha is its strength).
uniform vec4 highlights; // = vec4(0.2176376, 0.2176376, 0.2176376, 1.0); type color; identity default; Tint of the highlights (linear RGBA; the grey 0.2176 = 0.5^2.2 is neutral; alpha is its strength).
uniform float balance;   // = 0; range -1..1; identity 0; Moves the split: positive tints more of the image as highlights, negative as shadows (Unity's balance / 100).

// Unity URP's split toning (LutBuilderLdr/Hdr) with SRP Core's SoftLight, in the 2.2 gamma domain.
vec4 kernel(vec4 color, vec2 pos) {
    vec4 c = glaze_unpremultiply(color);
    vec3 g = pow(max(c.rgb, vec3(0.0)), vec3(1.0 / 2.2));
    // The tints arrive premultiplied: rgb · alpha.
    vec3 st = shadows.a > 0.0 ? pow(shadows.rgb / shadows.a, vec3(1.0 / 2.2)) : vec3(0.5);
    vec3 ht = highlights.a > 0.0 ? pow(highlights.rgb / highlights.a, vec3(1.0 / 2.2)) : vec3(0.5);
    st = mix(vec3(0.5), st, clamp(shadows.a, 0.0, 1.0));
    ht = mix(vec3(0.5), ht, clamp(highlights.a, 0.0, 1.0));
    float l = clamp(glaze_luma(clamp(g, 0.0, 1.0)) + balance, 0.0, 1.0);
    vec3 s = mix(vec3(0.5), st, 1.0 - l);
    vec3 r1 = 2.0 * g * s + g * g * (1.0 - 2.0 * s);
    vec3 r2 = sqrt(g) * (2.0 * s - 1.0) + 2.0 * g * (1.0 - s);
    g = mix(r1, r2, step(0.5, s));
    s = mix(vec3(0.5), ht, l);
    r1 = 2.0 * g * s + g * g * (1.0 - 2.0 * s);
    r2 = sqrt(g) * (2.0 * s - 1.0) + 2.0 * g * (1.0 - s);
    g = mix(r1, r2, step(0.5, s));
    c.rgb = pow(max(g, vec3(0.0)), vec3(2.2));
    return vec4(c.rgb * color.a, color.a);
}
