/// Removes colour banding (vkBasalt's `deband` effect, after haasn's mpv deband shader by way of
/// ReShade): each pixel is compared with four reads at a random distance and angle around it (a
/// cross: the offset o, −o and o turned ±90°); where, per channel, the average differs from the
/// pixel by little enough it replaces it, and a small ordered dither hides the 8-bit steps left.
///
/// Per channel, with ori the pixel, ref₁…ref₄ the reads and N = `iterations`: avg = mean(ref);
/// factor = (t(|ori − avg|, avgdiff/255·N) · t(max |ori − refᵢ|, maxdiff/55·N) ·
/// t(|½(ref₁ + ref₂) − ori|, middiff/255·N) · t(|½(ref₃ + ref₄) − ori|, middiff/255·N))^0.1 with
/// t(d, T) = saturate(3·(1 − d/T)); res = lerp(ori, avg, factor) + dither, saturated. The reads
/// are `rand·range·N` px away. `maxdiff` is divided by 55, not 255, as in vkBasalt's shader (ReShade
/// and mpv divide by 255): the same value gives vkBasalt's picture. vkBasalt's loop over the
/// iterations overwrites its result each time, so only the last iteration shows (distance up to
/// range·N, thresholds ×N); Glaze computes that one alone, the same picture for a fifth of the reads.
///
/// **Random and dither.** vkBasalt hashes the texture coordinate with a float permutation
/// polynomial (different on every GPU and resolution); Glaze takes the angle and the distance from
/// `glaze_hash` of the pixel (integer arithmetic: the same pattern on every GPU and at every
/// frame, an independent one per `seed`). The dither is vkBasalt's: from +½ to −½ of an 8-bit
/// step (the opposite on green) along the grid fract(x/16 + y·10/36 + ¼) of the pixel position (vkBasalt adds
/// its ¼ to the grid's frequencies, which makes it depend on the resolution; Glaze adds it to the
/// phase).
///
/// **Space.** vkBasalt runs it on the game's sRGB-encoded swapchain image (a UNORM view), where
/// its thresholds are 8-bit code values. With `srgbDomain` on (the default, for the default linear
/// working space) the centre and each (bilinearly filtered) read are unpremultiplied, clamped to
/// 0...1 and sRGB-encoded, the result decoded and premultiplied by the centre's alpha; off in a
/// `none` working space, whose values are already encoded. The bilinear reads mix the working
/// space's values (linear light, then encoded) where vkBasalt's mix encoded values: the two differ
/// only where a read straddles a steep edge, by a code or two (`DebandTests`).
///
/// The image is read clamped to its extent, and the extent is kept (`Deband+Apply.swift`).
// filter: deband
// category: blur
// coreImage: no
// doc: Smooths colour banding by averaging each pixel with random nearby reads that differ from it by little (vkBasalt's deband).
// apply: custom
// showcase: avgdiff = 12; maxdiff = 24; middiff = 12
// uniform float avgdiff;   // = 3.4; linked; range 0..255; slider 0..32; unit /255; vkBasalt's debandAvgdiff: the most the reads' average may differ from the pixel, in 8-bit steps (times iterations).
// uniform float maxdiff;   // = 6.8; linked; range 0..255; slider 0..32; unit /55; vkBasalt's debandMaxdiff: the most any one read may differ from the pixel, in 55ths (vkBasalt's scale), times iterations.
// uniform float middiff;   // = 3.3; linked; range 0..255; slider 0..32; unit /255; vkBasalt's debandMiddiff: the most the midpoint of each opposite pair of reads may differ from the pixel, in 8-bit steps (times iterations).
// uniform float range;     // = 16; range 1..64; slider 1..64; unit px; vkBasalt's debandRange: the reads lie up to range × iterations pixels away.
// uniform int iterations;  // = 4; range 1..16; slider 1..16; vkBasalt's debandIterations: scales the reach and the thresholds (only the last of vkBasalt's iterations shows).
// uniform int seed;        // = 0; range 0..1000000; slider 0..1000; Picks an independent, repeatable pattern of read angles and distances (vkBasalt's is fixed).
// uniform bool srgbDomain; // = true; Compare sRGB-encoded values (vkBasalt's thresholds, in the default linear working space); off in a 'none' working space.

// The straight colour deband compares from premultiplied `c`: clamped to 0...1 and sRGB-encoded
// when srgbDomain is 1.
vec3 deband_display(vec4 c, float srgbDomain) {
    vec3 v = clamp(glaze_unpremultiply(c).rgb, 0.0, 1.0);
    return srgbDomain > 0.5 ? glaze_linearToSrgb(v) : v;
}

// Fuzzy "within threshold": 1 up to two thirds of it, falling to 0 at it (threshold > 0).
vec3 deband_within(vec3 difference, float threshold) {
    return clamp(3.0 * (1.0 - difference / threshold), 0.0, 1.0);
}

// Deband at destCoord (working-space pixels). The centre is its texel (input0Texel); the four
// reads are bilinear (input0Linear). Thresholds in 8-bit steps (maxdiff in 55ths), `range` in px,
// `iterations` 1...16, `seed` an integer, `srgbDomain` 1 compares sRGB-encoded values.
vec4 deband(vec2 destCoord, float avgdiff, float maxdiff, float middiff, float range, float iterations,
            float seed, float srgbDomain) {
    vec4 centre = input0Texel(destCoord);
    vec3 ori = deband_display(centre, srgbDomain);

    // A random angle and distance per pixel, from the pixel's position and the seed.
    float angle = glaze_hash(destCoord, 2.0 * seed) * 6.2831853;
    float dist = glaze_hash(destCoord, 2.0 * seed + 1.0) * range * iterations;
    vec2 o = dist * vec2(cos(angle), sin(angle));
    vec3 ref1 = deband_display(input0Linear(destCoord + o), srgbDomain);
    vec3 ref2 = deband_display(input0Linear(destCoord - o), srgbDomain);
    vec3 ref3 = deband_display(input0Linear(destCoord + vec2(-o.y, o.x)), srgbDomain);
    vec3 ref4 = deband_display(input0Linear(destCoord + vec2(o.y, -o.x)), srgbDomain);

    vec3 avg = 0.25 * (ref1 + ref2 + ref3 + ref4);
    vec3 maxDifference = max(max(abs(ori - ref1), abs(ori - ref2)), max(abs(ori - ref3), abs(ori - ref4)));
    // A threshold of 0 accepts only equal values (no 0 / 0).
    float avgThreshold = max(avgdiff / 255.0 * iterations, 1e-6);
    float maxThreshold = max(maxdiff / 55.0 * iterations, 1e-6);
    float midThreshold = max(middiff / 255.0 * iterations, 1e-6);
    vec3 factor = pow(deband_within(abs(ori - avg), avgThreshold) * deband_within(maxDifference, maxThreshold)
                      * deband_within(abs(0.5 * (ref1 + ref2) - ori), midThreshold)
                      * deband_within(abs(0.5 * (ref3 + ref4) - ori), midThreshold), vec3(0.1));
    vec3 result = mix(ori, avg, factor);

    // Ordered dither: +1/2 to -1/2 of an 8-bit step along the grid, green opposite to red and blue.
    float grid = fract(dot(destCoord, vec2(1.0 / 16.0, 10.0 / 36.0)) + 0.25);
    vec3 shift = vec3(0.25 / 255.0, -0.25 / 255.0, 0.25 / 255.0);
    result = clamp(result + mix(2.0 * shift, -2.0 * shift, grid), 0.0, 1.0);
    if (srgbDomain > 0.5) result = glaze_srgbToLinear(result);
    float alpha = clamp(centre.a, 0.0, 1.0);
    return vec4(result * alpha, alpha);
}
