/// Lift, gamma and gain per channel, stated as the ASC CDL (`colorDecisionList`).
///
/// On unpremultiplied colour in the working space (linear sRGB by default). With each vector's
/// `w` as a master (`L = lift.rgb + lift.w`, `G = gamma.rgb · gamma.w`, `K = gain.rgb · gain.w`),
/// the filter is the CDL with slope `K − L`, offset `L` and power `1 / G`:
/// `v = clamp(L + c · (K − L), 0, 1)^(1 / G)` per channel, then with Rec. 709 luma `l`
/// `out = clamp(l + saturation · (v − l), 0, 1)`. So lift sets where black lands, gain where white
/// lands, and gamma above 1 brightens the midtones (Nuke's Grade node with black point 0 and white
/// point 1). As in the CDL, values clip to 0...1: use it on display-referred colour (after
/// `toneMap`); at its identity the filter is skipped and clips nothing.
// filter: liftGammaGain
// category: colorAdjustment
// display: Lift, Gamma, Gain
// coreImage: no
// doc: Lift (black), gamma (midtones) and gain (white) per channel: the ASC CDL with slope gain − lift, offset lift, power 1/gamma.
// showcase: lift = vec4(0.04, 0.0, 0.08, 0.0); gamma = vec4(1.0, 1.0, 1.0, 1.3); gain = vec4(1.05, 1.0, 0.8, 1.0)
// kind: color
uniform vec4 lift;        // = vec4(0.0); range -1..1; slider -0.25..0.25; identity default; (r, g, b, master): the output for black per channel, plus the master w.
uniform vec4 gamma;       // = vec4(1.0); range 0.1..10; slider 0.25..4; identity default; (r, g, b, master): the midtone gamma per channel, times the master w; above 1 brightens (the power is 1 / gamma).
uniform vec4 gain;        // = vec4(1.0); range 0..10; slider 0..2; identity default; (r, g, b, master): the output for white per channel, times the master w.
uniform float saturation; // = 1; range 0..4; slider 0..2; identity 1; Mixes each colour with its Rec. 709 luma after the curve: 0 grey, 1 unchanged.

// The ASC CDL with slope = gain - lift, offset = lift, power = 1 / gamma.
vec4 kernel(vec4 color, vec2 pos) {
    vec4 c = glaze_unpremultiply(color);
    vec3 black = lift.rgb + lift.w;
    vec3 white = gain.rgb * gain.w;
    vec3 v = clamp(c.rgb * (white - black) + black, 0.0, 1.0);
    v = pow(v, 1.0 / (gamma.rgb * gamma.w));
    float luma = glaze_luma(v);
    v = clamp(vec3(luma) + saturation * (v - vec3(luma)), 0.0, 1.0);
    return vec4(v * color.a, color.a);
}
