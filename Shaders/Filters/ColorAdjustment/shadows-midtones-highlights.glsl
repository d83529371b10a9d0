/// Three colour adjustments weighted by luminance ranges, as Unity URP's Shadows, Midtones,
/// Highlights.
///
/// On unpremultiplied colour in the working space (linear sRGB by default; Unity also weights
/// linear colour). With Rec. 709 luma `l` of the colour, `s = 1 − smoothstep(shadowsStart,
/// shadowsEnd, l)`, `h = smoothstep(highlightsStart, highlightsEnd, l)` and `m = 1 − s − h`:
/// `out = c · (S · s + M · m + H · h)`, where each range's factor is prepared as Unity's
/// `ColorUtils.PrepareShadowsMidtonesHighlights` does: `max(rgb + w', 0)` with `w' = w` for a
/// negative `w` and `4 w` otherwise. Unlike Unity's colour wheels, which hold sRGB-encoded colours
/// and decode them, `rgb` here is the linear factor itself. `smoothstep` is the Hermite step
/// `t² (3 − 2t)` of `t = clamp((l − start) / (end − start), 0, 1)`; a range whose end is not above
/// its start steps at the start.
// filter: shadowsMidtonesHighlights
// category: colorAdjustment
// display: Shadows, Midtones, Highlights
// coreImage: no
// doc: Tints and brightens shadows, midtones and highlights separately, weighted by luminance ranges (Unity URP's Shadows, Midtones, Highlights).
// showcase: shadows = vec4(0.7, 0.85, 1.3, 0.0); midtones = vec4(1.0, 1.0, 1.0, 0.05); highlights = vec4(1.3, 1.05, 0.7, 0.0)
// skip: shadows == SIMD4(1, 1, 1, 0) && midtones == SIMD4(1, 1, 1, 0) && highlights == SIMD4(1, 1, 1, 0)
// kind: color
uniform vec4 shadows;          // = vec4(1.0, 1.0, 1.0, 0.0); range -1..4; slider -1..2; identity default; (r, g, b, w): the factor for the shadows per channel, and a brightness w added to each (times 4 when positive).
uniform vec4 midtones;         // = vec4(1.0, 1.0, 1.0, 0.0); range -1..4; slider -1..2; identity default; (r, g, b, w): the factor for the midtones per channel, and a brightness w added to each (times 4 when positive).
uniform vec4 highlights;       // = vec4(1.0, 1.0, 1.0, 0.0); range -1..4; slider -1..2; identity default; (r, g, b, w): the factor for the highlights per channel, and a brightness w added to each (times 4 when positive).
uniform float shadowsStart;    // = 0; range 0..16; slider 0..1; Luma where the shadows' weight starts to fall from 1.
uniform float shadowsEnd;      // = 0.3; range 0..16; slider 0..1; Luma where the shadows' weight reaches 0.
uniform float highlightsStart; // = 0.55; range 0..16; slider 0..1; Luma where the highlights' weight starts to rise from 0.
uniform float highlightsEnd;   // = 1; range 0..16; slider 0..1; Luma where the highlights' weight reaches 1.

// Unity URP's shadows/midtones/highlights weights and factors (LutBuilderLdr/Hdr, ColorUtils).
vec4 kernel(vec4 color, vec2 pos) {
    vec4 c = glaze_unpremultiply(color);
    float l = glaze_luma(c.rgb);
    float ts = clamp((l - shadowsStart) / max(shadowsEnd - shadowsStart, 1e-6), 0.0, 1.0);
    float th = clamp((l - highlightsStart) / max(highlightsEnd - highlightsStart, 1e-6), 0.0, 1.0);
    float s = 1.0 - ts * ts * (3.0 - 2.0 * ts);
    float h = th * th * (3.0 - 2.0 * th);
    vec3 fs = max(shadows.rgb + shadows.w * (shadows.w < 0.0 ? 1.0 : 4.0), 0.0);
    vec3 fm = max(midtones.rgb + midtones.w * (midtones.w < 0.0 ? 1.0 : 4.0), 0.0);
    vec3 fh = max(highlights.rgb + highlights.w * (highlights.w < 0.0 ? 1.0 : 4.0), 0.0);
    c.rgb *= fs * s + fm * (1.0 - s - h) + fh * h;
    return vec4(c.rgb * color.a, color.a);
}
