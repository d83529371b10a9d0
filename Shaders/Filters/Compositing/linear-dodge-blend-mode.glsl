// Linear Dodge blend mode (Photoshop's "Linear Dodge (Add)"; not in W3C Compositing Level 1):
// B = min(cb + cs, 1), clamped like linear burn, subtract and divide. additionCompositing is the
// unclamped sum for HDR.
float linearDodgeBlendMode_B1(float cb, float cs) {
    return min(cb + cs, 1.0);
}

vec3 linearDodgeBlendMode_B(vec3 cb, vec3 cs) {
    return vec3(linearDodgeBlendMode_B1(cb.r, cs.r),
                linearDodgeBlendMode_B1(cb.g, cs.g),
                linearDodgeBlendMode_B1(cb.b, cs.b));
}

// The W3C general formula on premultiplied colour (source = this image, backdrop = background):
// co = cs·(1 − αb) + cb·(1 − αs) + αs·αb·B(cb/αb, cs/αs), αo = αs + αb·(1 − αs).
vec4 linearDodgeBlendMode(vec4 source, vec4 background, vec2 destCoord) {
    vec3 cs = source.a > 0.0 ? source.rgb / source.a : vec3(0.0);
    vec3 cb = background.a > 0.0 ? background.rgb / background.a : vec3(0.0);
    vec3 co = source.rgb * (1.0 - background.a) + background.rgb * (1.0 - source.a)
            + source.a * background.a * linearDodgeBlendMode_B(cb, cs);
    return vec4(co, source.a + background.a * (1.0 - source.a));
}
