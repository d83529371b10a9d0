/// Averages a disc of `radius` pixels around each pixel (Core Image's `CIDiscBlur`): the
/// bokeh of an out-of-focus lens.
///
/// Every texel weighs the area of it inside the disc (uniform inside, partial on the rim,
/// symmetric), one texel read per texel, the weights of one quadrant turned four ways; above
/// 8 px the image first goes down the blur pyramid so each level's disc stays under 8 texels
/// (the disc is shrunk so the pyramid's own blur keeps the total variance), and the result is
/// read back bilinearly (`DiscBlur+Apply.swift`).
// filter: discBlur
// category: blur
// doc: Blurs the image with a flat disc, like an out-of-focus lens.
// apply: custom
// uniform float radius; // = 8; range 0..100; slider 0..50; identity 0; unit px; Radius of the disc each pixel averages, in pixels.

// Average over a disc: every texel of the level being blurred weighs the area of it inside the
// disc (uniform inside, partial on the rim, symmetric). The weights are the same under a
// quarter turn, so each tap (dx, dy, weight, 0) in texels (dx ≥ 1, dy ≥ 0: one quadrant) reads
// the four texels (dx, dy), (−dy, dx), (−dx, −dy), (dy, −dx); the centre texel weighs `center`.
// Every read sits on a texel centre and takes one texel (input0Texel): on a CPU rasteriser a
// texel read costs about a quarter of a filtered one. `texel` is one texel in working-space
// pixels. Unused taps carry weight 0.
//
// Template: DiscBlur+Apply.swift instantiates one kernel per tap capacity by replacing "Taps32" with
// "Taps<N>" and "_count = 32;" with "_count = <N>;".

const int discBlurTaps32_count = 32;

vec4 discBlurTaps32(vec2 destCoord, float texel, float center, vec4 taps[discBlurTaps32_count]) {
    vec4 sum = center * input0Texel(destCoord);
    for (int i = 0; i < discBlurTaps32_count; i++) {
        vec2 d = texel * taps[i].xy;
        sum += taps[i].z * (input0Texel(destCoord + d) + input0Texel(destCoord + vec2(-d.y, d.x))
                            + input0Texel(destCoord - d) + input0Texel(destCoord + vec2(d.y, -d.x)));
    }
    return sum;
}
