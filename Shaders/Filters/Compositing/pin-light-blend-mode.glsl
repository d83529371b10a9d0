// Pin Light blend mode (Photoshop's definition; not in W3C Compositing Level 1): B = min(cb, 2cs) if cs ≤ 0.5, else max(cb, 2cs − 1).
float pinLightBlendMode_B1(float cb, float cs) {
    return cs <= 0.5 ? min(cb, 2.0 * cs) : max(cb, 2.0 * cs - 1.0);
}

vec3 pinLightBlendMode_B(vec3 cb, vec3 cs) {
    return vec3(pinLightBlendMode_B1(cb.r, cs.r),
                pinLightBlendMode_B1(cb.g, cs.g),
                pinLightBlendMode_B1(cb.b, cs.b));
}

// The W3C general formula on premultiplied colour (source = this image, backdrop = background):
// co = cs·(1 − αb) + cb·(1 − αs) + αs·αb·B(cb/αb, cs/αs), αo = αs + αb·(1 − αs).
vec4 pinLightBlendMode(vec4 source, vec4 background, vec2 destCoord) {
    vec3 cs = source.a > 0.0 ? source.rgb / source.a : vec3(0.0);
    vec3 cb = background.a > 0.0 ? background.rgb / background.a : vec3(0.0);
    vec3 co = source.rgb * (1.0 - background.a) + background.rgb * (1.0 - source.a)
            + source.a * background.a * pinLightBlendMode_B(cb, cs);
    return vec4(co, source.a + background.a * (1.0 - source.a));
}
