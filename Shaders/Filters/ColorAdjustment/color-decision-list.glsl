/// The ASC Color Decision List (ASC CDL 1.2): slope, offset and power per channel, then saturation.
///
/// On unpremultiplied colour in the working space (linear sRGB by default; the CDL names no
/// encoding of its own, so with the default working space it grades linear values), with the
/// ASC's clamps:
/// `v = clamp(c · slope + offset, 0, 1)^power` per channel, then, with the CDL's Rec. 709 luma
/// `l = 0.2126 r + 0.7152 g + 0.0722 b`, `out = clamp(l + saturation · (v − l), 0, 1)`.
/// Values above 1 clip, so use it on display-referred colour (after `toneMap`); at its identity
/// the filter is skipped and clips nothing. Each vector's `w` is a master for all three
/// channels: the slope and power used are `slope.rgb · slope.w` and `power.rgb · power.w`, the
/// offset `offset.rgb + offset.w` (the ASC's ten numbers are `rgb` with `w` at 1, 0 and 1).
/// `liftGammaGain` states the same curve as lift, gamma and gain.
// filter: colorDecisionList
// category: colorAdjustment
// display: Color Decision List (ASC CDL)
// coreImage: no
// aliases: ascCDL, cdl
// doc: The ASC CDL: clamp(colour · slope + offset)^power per channel, then saturation about Rec. 709 luma.
// showcase: slope = vec4(1.2, 1.0, 0.8, 1.0); offset = vec4(0.03, 0.0, -0.03, 0.0); power = vec4(0.8, 1.0, 1.25, 1.0); saturation = 1.2
// kind: color
uniform vec4 slope;       // = vec4(1.0); range 0..10; slider 0..2; identity default; (r, g, b, master): the factor per channel, times the master w.
uniform vec4 offset;      // = vec4(0.0); range -2..2; slider -0.5..0.5; identity default; (r, g, b, master): added per channel after the slope, plus the master w.
uniform vec4 power;       // = vec4(1.0); range 0.1..10; slider 0.25..4; identity default; (r, g, b, master): the exponent per channel, times the master w, after the clamp to 0...1.
uniform float saturation; // = 1; range 0..4; slider 0..2; identity 1; Mixes each colour with its Rec. 709 luma after the power: 0 grey, 1 unchanged.

// ASC CDL 1.2 (slope, offset, power, then saturation, each step clamped to 0...1).
vec4 kernel(vec4 color, vec2 pos) {
    vec4 c = glaze_unpremultiply(color);
    vec3 v = clamp(c.rgb * (slope.rgb * slope.w) + (offset.rgb + offset.w), 0.0, 1.0);
    v = pow(v, power.rgb * power.w);
    float luma = glaze_luma(v);
    v = clamp(vec3(luma) + saturation * (v - vec3(luma)), 0.0, 1.0);
    return vec4(v * color.a, color.a);
}
