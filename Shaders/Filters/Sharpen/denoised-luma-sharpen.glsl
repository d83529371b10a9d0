/// Denoised Luma Sharpening (the GeForce Experience sharpening filter NVIDIA published, vkBasalt's
/// `dls` effect): sharpens luma only, by a 3×3 convolution whose strength falls off in flat,
/// noisy, dark and bright surroundings, and adds the luma change to every channel (chroma is kept).
///
/// With Y = 0.299 R + 0.587 G + 0.114 B (Rec. 601) of the centre x, the plus a, b, c, d and the
/// diagonals e, f, g, h: lmin = ½·min(all nine) + ½·min(plus and x), lmax likewise; boost =
/// min(lmin / (lmax + 1/256), (1 − (max(lmax − 0.65, 0) / 0.35)²)², ((lmax − lmin)·kd)²) with
/// kd = 1 / (0.001 − 0.101·denoise) (vkBasalt's constants: −0.1 at denoise 1); k = boost ·
/// lerp(−1/14, −1/6.5, sharpness); Y' = (Y + k·(a + b + c + d) + ½k·(e + f + g + h)) / (1 + 6k);
/// out = saturate(x + (Y' − Y)). |kd| is limited to 1000, its value at denoise 0: vkBasalt's
/// formula divides by zero at denoise ≈ 0.0099 (there it would sharpen even the faintest noise in
/// full); Glaze gives denoise 0...0.0198 denoise 0's picture and follows vkBasalt everywhere else.
///
/// **Space.** vkBasalt runs it on the game's sRGB-encoded swapchain image (a UNORM view), so with
/// `srgbDomain` on (the default, for the default linear working space) each neighbour is
/// unpremultiplied, clamped to 0...1 and sRGB-encoded, the result decoded and premultiplied by
/// the centre's alpha; off in a `none` working space, whose values are already encoded. Run it on
/// tone-mapped colour, late in the chain.
///
/// The image is read clamped to its extent, and the extent is kept
/// (`DenoisedLumaSharpen+Apply.swift`).
// filter: denoisedLumaSharpen
// category: sharpen
// coreImage: no
// aliases: dls
// doc: Sharpens luma where the neighbourhood is neither flat nor noisy (NVIDIA's denoised luma sharpening, vkBasalt's dls).
// apply: custom
// showcase: sharpness = 1; denoise = 0
// uniform float sharpness; // = 0.5; linked; range 0..1; slider 0..1; vkBasalt's dlsSharpness: the convolution's side weight, from −1/14 (0) to −1/6.5 (1). 0 still sharpens.
// uniform float denoise;   // = 0.17; linked; range 0..1; slider 0..1; vkBasalt's dlsDenoise: how much local contrast detail needs before it is sharpened in full (more suppresses noise, and fine detail with it).
// uniform bool srgbDomain; // = true; Sharpen sRGB-encoded values (vkBasalt's look, in the default linear working space); off in a 'none' working space.

// The straight colour DLS reads from premultiplied `c`: clamped to 0...1 and sRGB-encoded when
// srgbDomain is 1.
vec3 denoisedLumaSharpen_display(vec4 c, float srgbDomain) {
    vec3 v = clamp(glaze_unpremultiply(c).rgb, 0.0, 1.0);
    return srgbDomain > 0.5 ? glaze_linearToSrgb(v) : v;
}

// Rec. 601 luma (the JPEG Y DLS uses) of the display value at q.
float denoisedLumaSharpen_luma(vec2 q, float srgbDomain) {
    return dot(denoisedLumaSharpen_display(input0Texel(q), srgbDomain), vec3(0.299, 0.587, 0.114));
}

// DLS at destCoord (working-space pixels; every read is a texel centre, input0Texel: exact).
// `sharpness`, `denoise`: 0...1 (vkBasalt's dlsSharpness, dlsDenoise); `srgbDomain`: 1 sharpens
// sRGB-encoded values.
vec4 denoisedLumaSharpen(vec2 destCoord, float sharpness, float denoise, float srgbDomain) {
    vec4 centre = input0Texel(destCoord);
    vec3 x = denoisedLumaSharpen_display(centre, srgbDomain);
    float lx = dot(x, vec3(0.299, 0.587, 0.114));
    float la = denoisedLumaSharpen_luma(destCoord + vec2(-1.0, 0.0), srgbDomain);
    float lb = denoisedLumaSharpen_luma(destCoord + vec2(1.0, 0.0), srgbDomain);
    float lc = denoisedLumaSharpen_luma(destCoord + vec2(0.0, 1.0), srgbDomain);
    float ld = denoisedLumaSharpen_luma(destCoord + vec2(0.0, -1.0), srgbDomain);
    float le = denoisedLumaSharpen_luma(destCoord + vec2(-1.0, -1.0), srgbDomain);
    float lf = denoisedLumaSharpen_luma(destCoord + vec2(1.0, 1.0), srgbDomain);
    float lg = denoisedLumaSharpen_luma(destCoord + vec2(-1.0, 1.0), srgbDomain);
    float lh = denoisedLumaSharpen_luma(destCoord + vec2(1.0, -1.0), srgbDomain);

    // Soft local range: the average of the 3x3 square's and the plus shape's extremes.
    float plusMin = min(min(min(la, lb), min(lc, ld)), lx);
    float plusMax = max(max(max(la, lb), max(lc, ld)), lx);
    float lmin = 0.5 * min(min(min(le, lf), min(lg, lh)), plusMin) + 0.5 * plusMin;
    float lmax = 0.5 * max(max(max(le, lf), max(lg, lh)), plusMax) + 0.5 * plusMax;

    // Conservative boost: less in the shadows (lw), in highlights above 0.65 (hw) and where the
    // local range is small enough to be noise (nw).
    float lw = lmin / (lmax + 1.0 / 256.0);
    float high = max(lmax - 0.65, 0.0) / 0.35;
    float hw = (1.0 - high * high) * (1.0 - high * high);
    float noise = (lmax - lmin) / max(abs(0.001 - 0.101 * denoise), 0.001);
    float boost = min(min(lw, hw), noise * noise);

    // The 3x3 convolution 0.5k k 0.5k / k 1 k / 0.5k k 0.5k on luma, normalised (1 + 6k > 0.07).
    float k = boost * mix(-1.0 / 14.0, -1.0 / 6.5, sharpness);
    float sharpened = (lx + k * (la + lb + lc + ld) + 0.5 * k * (le + lf + lg + lh)) / (1.0 + 6.0 * k);
    vec3 result = clamp(x + (sharpened - lx), 0.0, 1.0);
    if (srgbDomain > 0.5) result = glaze_srgbToLinear(result);
    float alpha = clamp(centre.a, 0.0, 1.0);
    return vec4(result * alpha, alpha);
}
