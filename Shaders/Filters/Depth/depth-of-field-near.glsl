// The near field of depth of field (half resolution; input0: colour in rgb, signed CoC in alpha).
// Every pixel gathers a disc of the largest radius R: a tap counts if it is in front of the focus
// and its own blur (CoC c) reaches this pixel, weighted by R² / (c² · taps) (its colour spreads
// over a disc of area π c²), so the near field's coverage (alpha) is 1 inside a blurred
// foreground and fades over what lies behind it; rgb is the covered colour. Far from any near
// pixel the coverage is exactly 0.
//
// Template: DepthOfField.swift instantiates one kernel per tap count by replacing "Taps32".

const int depthOfFieldNearTaps32_count = 32;

vec4 depthOfFieldNearTaps32(vec2 destCoord, float radius, vec4 taps[depthOfFieldNearTaps32_count]) {
    vec3 sum = vec3(0.0);
    float weight = 0.0;
    float area = radius * radius / float(depthOfFieldNearTaps32_count);
    for (int i = 0; i < depthOfFieldNearTaps32_count; i++) {
        vec4 s = input0Texel(destCoord + radius * taps[i].xy);
        float c = -s.a;
        float w = c > 0.0 ? clamp(c - radius * taps[i].z + 1.0, 0.0, 1.0) * area / max(c * c, 0.25) : 0.0;
        sum += s.rgb * w;
        weight += w;
    }
    return vec4(weight > 0.0 ? sum / weight : vec3(0.0), min(weight, 1.0));
}
