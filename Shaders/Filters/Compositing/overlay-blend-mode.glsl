// Overlay blend mode (W3C Compositing and Blending Level 1): B = hardLight(cs, cb): multiplies or screens depending
// on the backdrop.
float overlayBlendMode_B1(float cb, float cs) {
    return cb <= 0.5 ? cs * 2.0 * cb : cs + (2.0 * cb - 1.0) - cs * (2.0 * cb - 1.0);
}

vec3 overlayBlendMode_B(vec3 cb, vec3 cs) {
    return vec3(overlayBlendMode_B1(cb.r, cs.r),
                overlayBlendMode_B1(cb.g, cs.g),
                overlayBlendMode_B1(cb.b, cs.b));
}

// The W3C general formula on premultiplied colour (source = this image, backdrop = background):
// co = cs·(1 − αb) + cb·(1 − αs) + αs·αb·B(cb/αb, cs/αs), αo = αs + αb·(1 − αs).
vec4 overlayBlendMode(vec4 source, vec4 background, vec2 destCoord) {
    vec3 cs = source.a > 0.0 ? source.rgb / source.a : vec3(0.0);
    vec3 cb = background.a > 0.0 ? background.rgb / background.a : vec3(0.0);
    vec3 co = source.rgb * (1.0 - background.a) + background.rgb * (1.0 - source.a)
            + source.a * background.a * overlayBlendMode_B(cb, cs);
    return vec4(co, source.a + background.a * (1.0 - source.a));
}
