// Average over a disc of `radius` working-space pixels: N bilinear taps on a Vogel (golden
// angle) spiral that covers the unit disc evenly; `taps` holds two unit-disc offsets per vec4.
//
// Template: DiscBlur.swift instantiates one kernel per tap count by replacing "Taps32" with
// "Taps<N>" and "_count = 16;" with "_count = <N/2>;".
#ifndef input0
vec4 input0(vec2 q) { return vec4(0.0); }  // validation stand-in; programs define input0 as a macro
#endif

const int discBlurTaps32_count = 16;

vec4 discBlurTaps32(vec2 destCoord, float radius, vec4 taps[discBlurTaps32_count]) {
    vec4 sum = vec4(0.0);
    for (int i = 0; i < discBlurTaps32_count; i++) {
        sum += input0(destCoord + radius * taps[i].xy) + input0(destCoord + radius * taps[i].zw);
    }
    return sum / float(2 * discBlurTaps32_count);
}
