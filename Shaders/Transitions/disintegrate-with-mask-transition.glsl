/// The image breaks apart in the order a mask gives (darkest first), casting a soft shadow on the
/// target underneath (Core Image's `CIDisintegrateWithMaskTransition`).
///
/// The mask is a third input of the transition kernel (read at any coordinate for the shadow);
/// without one, a smooth value-noise mask fixed by `seed` is generated in the same pass
/// (`DisintegrateWithMaskTransition+Apply.swift`).
// filter: disintegrateWithMaskTransition
// category: transition
// display: Disintegrate With Mask
// aliases: disintegrateWithMask
// doc: Breaks the image apart in the order a mask gives, casting a soft shadow on the target.
// apply: custom
// uniform sampler2D maskImage; // swift Image?; Where the image breaks first (its luma, darkest first); absent: generated noise.
// uniform float shadowRadius;  // = 8; range 0..50; unit px; Softness of the shadow.
// uniform float shadowDensity; // = 0.65; range 0..1; Darkness of the shadow.
// uniform vec2 shadowOffset;   // = vec2(0.0, -10.0); slider -100..100; unit px; type vector; Offset of the shadow (x, y).
// uniform float seed;          // = 0; range 0..1e6; slider 0..100; type integer; Seed of the generated noise mask (used when there is no mask image).

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
