// Saturation blend mode (W3C Compositing and Blending Level 1): B = setLum(setSat(cb, sat(cs)), lum(cb)): the
// saturation of the image with the hue and luminosity of the background.
// Uses Shaders/Common/w3c-nonseparable.glsl.
vec3 saturationBlendMode_B(vec3 cb, vec3 cs) {
    return glaze_w3cSetLum(glaze_w3cSetSat(cb, glaze_w3cSat(cs)), glaze_w3cLum(cb));
}

// The W3C general formula on premultiplied colour (source = this image, backdrop = background):
// co = cs·(1 − αb) + cb·(1 − αs) + αs·αb·B(cb/αb, cs/αs), αo = αs + αb·(1 − αs).
vec4 saturationBlendMode(vec4 source, vec4 background, vec2 destCoord) {
    vec3 cs = source.a > 0.0 ? source.rgb / source.a : vec3(0.0);
    vec3 cb = background.a > 0.0 ? background.rgb / background.a : vec3(0.0);
    vec3 co = source.rgb * (1.0 - background.a) + background.rgb * (1.0 - source.a)
            + source.a * background.a * saturationBlendMode_B(cb, cs);
    return vec4(co, source.a + background.a * (1.0 - source.a));
}
