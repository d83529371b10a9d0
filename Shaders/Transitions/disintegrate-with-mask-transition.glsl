// Core Image's CIDisintegrateWithMaskTransition: the source breaks away where the mask (input2,
// its luma) is darkest first, and the pieces still there cast a soft shadow on the target, offset
// by `shadowOffset` px, `shadowRadius` px soft and `shadowDensity` dark.

float disintegrateWithMaskTransition_cover(vec2 q, float level) {
    float m = clamp(glaze_luma(glaze_unpremultiply(input2(q)).rgb), 0.0, 1.0);
    return smoothstep(level - 0.04, level, m);       // 1 where the source is still there
}

vec4 disintegrateWithMaskTransition(vec2 destCoord, float progress, float shadowRadius, float shadowDensity,
                                    vec2 shadowOffset) {
    if (progress <= 0.0) return getFromColor(destCoord);
    if (progress >= 1.0) return getToColor(destCoord);
    float level = progress * 1.04;
    float cover = disintegrateWithMaskTransition_cover(destCoord, level);
    if (cover >= 1.0) return getFromColor(destCoord);
    // The shadow: coverage around destCoord - shadowOffset, averaged over a disc (9 taps).
    vec2 c = destCoord - shadowOffset;
    float r = max(shadowRadius, 0.0);
    float shadow = 0.2 * disintegrateWithMaskTransition_cover(c, level);
    for (int i = 0; i < 8; i++) {
        float a = 0.78539816 * float(i);
        float reach = (i % 2 == 0) ? r : 0.5 * r;
        shadow += 0.1 * disintegrateWithMaskTransition_cover(c + reach * vec2(cos(a), sin(a)), level);
    }
    vec4 t = getToColor(destCoord);
    t = vec4(t.rgb * (1.0 - clamp(shadowDensity, 0.0, 1.0) * shadow), t.a);
    return mix(t, getFromColor(destCoord), cover);
}
