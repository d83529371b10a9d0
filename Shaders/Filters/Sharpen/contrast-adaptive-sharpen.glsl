/// AMD FidelityFX Contrast Adaptive Sharpening (CAS), without scaling, as vkBasalt's `cas`
/// effect runs it: each pixel is sharpened by a cross-shaped filter whose negative lobe is as
/// strong as the 3×3 neighbourhood's headroom allows, so flat areas and strong edges get little
/// and soft detail gets most. Per colour channel (vkBasalt's GLSL port weights each channel on its
/// own), with a, b, c / d, e, f / g, h, i the 3×3 neighbourhood around e:
///
/// - soft minimum mn = min(b, d, e, f, h) + min(all nine), soft maximum mx likewise (twice the
///   average of the cross's and the square's extremes, the factor 2 folded into the next line);
/// - amp = √(saturate(min(mn, 2 − mx) / mx));
/// - w = −amp / lerp(8, 5, sharpness) (a peak of 8 − 3·sharpness);
/// - out = saturate((w·(b + d + f + h) + e) / (1 + 4w)).
///
/// **Space.** CAS is tuned for display values in 0...1, and vkBasalt runs it on the game's
/// sRGB-encoded swapchain image read through a UNORM view. Glaze works in linear premultiplied
/// colour, so with `srgbDomain` on (the default, for the default linear working space) each
/// neighbour is unpremultiplied, clamped to 0...1 (what an 8-bit swapchain holds), sRGB-encoded,
/// sharpened, decoded and premultiplied again by the centre's alpha: the pixels vkBasalt's cas
/// gives the same 8-bit frame. Turn it off in a `none` working space, whose values are already
/// encoded. Run it on tone-mapped colour, late in the chain (HDR values above 1 are clamped).
///
/// The image is read clamped to its extent (vkBasalt's sampler clamps to the edge), and the
/// extent is kept (`ContrastAdaptiveSharpen+Apply.swift`).
// filter: contrastAdaptiveSharpen
// category: sharpen
// coreImage: no
// aliases: cas
// doc: Sharpens each pixel as far as its 3×3 neighbourhood's contrast allows (AMD FidelityFX CAS, vkBasalt's cas).
// apply: custom
// showcase: sharpness = 1
// uniform float sharpness; // = 0.4; linked; range -1..1; slider 0..1; vkBasalt's casSharpness: 0 is FidelityFX's softest (a peak of 8) and 1 its sharpest (5); negative values, which vkBasalt accepts, are softer still. 0 still sharpens.
// uniform bool srgbDomain; // = true; Sharpen sRGB-encoded values (vkBasalt's look, in the default linear working space); off in a 'none' working space.

// The straight colour CAS reads from premultiplied `c`: clamped to 0...1 and sRGB-encoded when
// srgbDomain is 1.
vec3 contrastAdaptiveSharpen_display(vec4 c, float srgbDomain) {
    vec3 v = clamp(glaze_unpremultiply(c).rgb, 0.0, 1.0);
    return srgbDomain > 0.5 ? glaze_linearToSrgb(v) : v;
}

// CAS at destCoord (working-space pixels; every read is a texel centre, input0Texel: exact).
// `sharpness`: −1...1 (vkBasalt's casSharpness); `srgbDomain`: 1 sharpens sRGB-encoded values.
vec4 contrastAdaptiveSharpen(vec2 destCoord, float sharpness, float srgbDomain) {
    vec4 centre = input0Texel(destCoord);
    vec3 a = contrastAdaptiveSharpen_display(input0Texel(destCoord + vec2(-1.0, 1.0)), srgbDomain);
    vec3 b = contrastAdaptiveSharpen_display(input0Texel(destCoord + vec2(0.0, 1.0)), srgbDomain);
    vec3 c = contrastAdaptiveSharpen_display(input0Texel(destCoord + vec2(1.0, 1.0)), srgbDomain);
    vec3 d = contrastAdaptiveSharpen_display(input0Texel(destCoord + vec2(-1.0, 0.0)), srgbDomain);
    vec3 e = contrastAdaptiveSharpen_display(centre, srgbDomain);
    vec3 f = contrastAdaptiveSharpen_display(input0Texel(destCoord + vec2(1.0, 0.0)), srgbDomain);
    vec3 g = contrastAdaptiveSharpen_display(input0Texel(destCoord + vec2(-1.0, -1.0)), srgbDomain);
    vec3 h = contrastAdaptiveSharpen_display(input0Texel(destCoord + vec2(0.0, -1.0)), srgbDomain);
    vec3 i = contrastAdaptiveSharpen_display(input0Texel(destCoord + vec2(1.0, -1.0)), srgbDomain);

    // Soft minimum and maximum: the cross's extreme plus the whole square's (2x the average).
    vec3 crossMin = min(min(min(b, d), min(e, f)), h);
    vec3 crossMax = max(max(max(b, d), max(e, f)), h);
    vec3 mn = crossMin + min(crossMin, min(min(a, c), min(g, i)));
    vec3 mx = crossMax + max(crossMax, max(max(a, c), max(g, i)));

    // Headroom to the nearer signal limit over the soft maximum (an all-black neighbourhood,
    // mx = 0, has none: no division by zero), shaped by the square root.
    vec3 amp = sqrt(clamp(min(mn, 2.0 - mx) / max(mx, vec3(1e-6)), 0.0, 1.0));
    vec3 w = amp * (-1.0 / mix(8.0, 5.0, sharpness));

    // The cross filter  0 w 0 / w 1 w / 0 w 0,  normalised (1 + 4w >= 1/5).
    vec3 result = clamp(((b + d + f + h) * w + e) / (1.0 + 4.0 * w), 0.0, 1.0);
    if (srgbDomain > 0.5) result = glaze_srgbToLinear(result);
    float alpha = clamp(centre.a, 0.0, 1.0);
    return vec4(result * alpha, alpha);
}
