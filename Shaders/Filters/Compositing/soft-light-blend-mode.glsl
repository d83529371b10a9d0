// Soft Light blend mode (W3C Compositing and Blending Level 1): B = cb − (1 − 2cs) · cb · (1 − cb) if cs ≤ 0.5, else
// cb + (2cs − 1)(D(cb) − cb) with D(cb) = ((16cb − 12)cb + 4)cb for cb ≤ 0.25, √cb otherwise.
float softLightBlendMode_B1(float cb, float cs) {
    if (cs <= 0.5) return cb - (1.0 - 2.0 * cs) * cb * (1.0 - cb);
    float d = cb <= 0.25 ? ((16.0 * cb - 12.0) * cb + 4.0) * cb : sqrt(max(cb, 0.0));
    return cb + (2.0 * cs - 1.0) * (d - cb);
}

vec3 softLightBlendMode_B(vec3 cb, vec3 cs) {
    return vec3(softLightBlendMode_B1(cb.r, cs.r),
                softLightBlendMode_B1(cb.g, cs.g),
                softLightBlendMode_B1(cb.b, cs.b));
}

// The W3C general formula on premultiplied colour (source = this image, backdrop = background):
// co = cs·(1 − αb) + cb·(1 − αs) + αs·αb·B(cb/αb, cs/αs), αo = αs + αb·(1 − αs).
vec4 softLightBlendMode(vec4 source, vec4 background, vec2 destCoord) {
    vec3 cs = source.a > 0.0 ? source.rgb / source.a : vec3(0.0);
    vec3 cb = background.a > 0.0 ? background.rgb / background.a : vec3(0.0);
    vec3 co = source.rgb * (1.0 - background.a) + background.rgb * (1.0 - source.a)
            + source.a * background.a * softLightBlendMode_B(cb, cs);
    return vec4(co, source.a + background.a * (1.0 - source.a));
}
