// The far field of depth of field (half resolution; input0: colour in rgb, signed CoC in alpha).
// A pixel behind the focus gathers a disc of its own CoC radius c: taps (x, y, r, 0) on the unit
// disc (r = |(x, y)|, evenly spread) scaled by c; a tap counts only if it is in the far field too
// and its own blur reaches this pixel (weight clamp(c_tap − r·c + 1, 0, 1)), so a sharp or near
// foreground never smears into the blurred background. Texels not behind the focus are
// transparent (alpha 0), so the combine's bilinear read of this field, divided by its alpha,
// never takes their colour. Taps read whole texels (input0Texel): interpolating across the
// focus edge would mix CoCs and colours.
//
// Template: DepthOfField.swift instantiates one kernel per tap count by replacing "Taps32".

const int depthOfFieldFarTaps32_count = 32;

vec4 depthOfFieldFarTaps32(vec2 destCoord, vec4 taps[depthOfFieldFarTaps32_count]) {
    vec4 center = input0Texel(destCoord);
    float c = center.a;
    if (c <= 0.0) return vec4(0.0);
    vec3 sum = vec3(0.0);
    float weight = 0.0;
    for (int i = 0; i < depthOfFieldFarTaps32_count; i++) {
        vec4 s = input0Texel(destCoord + c * taps[i].xy);
        float w = s.a > 0.0 ? clamp(s.a - c * taps[i].z + 1.0, 0.0, 1.0) : 0.0;
        sum += s.rgb * w;
        weight += w;
    }
    return weight > 0.0 ? vec4(sum / weight, 1.0) : vec4(center.rgb, 1.0);
}
