// AgX (Troy Sobotka, https://github.com/sobotka/AgX) with its sRGB / Rec. 709 base, as Benjamin Wrensch
// fitted it ("Minimal AgX implementation", iolite-engine.com/blog_posts/minimal_agx_implementation, 2024),
// per unpremultiplied pixel in the linear working space. Every constant is from that post:
// 1. x = min(max(c, 0) * gain, 65504) (gain = 2^exposure), then the inset matrix (the post's `agx_mat`,
//    column-major: its columns are the images of pure red, green and blue);
// 2. log2 encoding between min EV -12.47393 and max EV 4.026069 (log2 of 2^-10 and 2^6.5 times middle
//    grey 0.18), clamped to 0...1;
// 3. the sigmoid: the post's 6th-order polynomial fit of AgX's default contrast curve (mean error² 3.67e-6),
//    15.5 x^6 - 40.14 x^5 + 31.96 x^4 - 6.868 x^3 + 0.4298 x^2 + 0.1191 x - 0.00232;
// 4. the look, an ASC CDL on the encoded values: v = (v * lookSlope)^lookPower (offset 0; the power keeps
//    the sign, so the base look's slope 1 and power 1 leave the polynomial's small negative toe as the
//    post does), then saturation about Rec. 709 luma (0.2126, 0.7152, 0.0722);
// 5. the outset matrix (the post's `agx_mat_inv`), then the 2.2 power display EOTF (of max(v, 0)) back to
//    linear display-referred values, which Glaze encodes to sRGB on output.
vec4 toneMapAgx(vec4 color, vec2 destCoord, float gain, vec3 lookSlope, float lookPower, float lookSaturation) {
    const mat3 inset = mat3(0.842479062253094, 0.0423282422610123, 0.0423756549057051,
                            0.0784335999999992, 0.878468636469772, 0.0784336,
                            0.0792237451477643, 0.0791661274605434, 0.879142973793104);
    const mat3 outset = mat3(1.19687900512017, -0.0528968517574562, -0.0529716355144438,
                             -0.0980208811401368, 1.15190312990417, -0.0980434501171241,
                             -0.0990297440797205, -0.0989611768448433, 1.15107367264116);
    const float minEv = -12.47393;
    const float maxEv = 4.026069;
    vec4 c = glaze_unpremultiply(color);
    vec3 v = inset * min(max(c.rgb, vec3(0.0)) * gain, vec3(65504.0));
    v = clamp((log2(max(v, vec3(1e-10))) - minEv) / (maxEv - minEv), 0.0, 1.0);
    vec3 v2 = v * v;
    vec3 v4 = v2 * v2;
    v = 15.5 * v4 * v2 - 40.14 * v4 * v + 31.96 * v4 - 6.868 * v2 * v + 0.4298 * v2 + 0.1191 * v - 0.00232;
    v *= lookSlope;
    v = sign(v) * pow(abs(v), vec3(lookPower));
    float luma = glaze_luma(v);
    v = vec3(luma) + lookSaturation * (v - vec3(luma));
    v = pow(max(outset * v, vec3(0.0)), vec3(2.2));
    return vec4(v * color.a, color.a);
}
