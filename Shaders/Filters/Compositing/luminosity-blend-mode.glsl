// Luminosity blend mode (W3C Compositing and Blending Level 1): B = setLum(cb, lum(cs)): the luminosity of the image
// with the hue and saturation of the background.
// Uses Shaders/Common/w3c-nonseparable.glsl.
vec3 luminosityBlendMode_B(vec3 cb, vec3 cs) {
    return glaze_w3cSetLum(cb, glaze_w3cLum(cs));
}

// The W3C general formula on premultiplied colour (source = this image, backdrop = background):
// co = cs·(1 − αb) + cb·(1 − αs) + αs·αb·B(cb/αb, cs/αs), αo = αs + αb·(1 − αs).
vec4 luminosityBlendMode(vec4 source, vec4 background, vec2 destCoord) {
    vec3 cs = source.a > 0.0 ? source.rgb / source.a : vec3(0.0);
    vec3 cb = background.a > 0.0 ? background.rgb / background.a : vec3(0.0);
    vec3 co = source.rgb * (1.0 - background.a) + background.rgb * (1.0 - source.a)
            + source.a * background.a * luminosityBlendMode_B(cb, cs);
    return vec4(co, source.a + background.a * (1.0 - source.a));
}
