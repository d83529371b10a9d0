// Average over a disc: every texel of the level being blurred weighs the area of it inside the
// disc (uniform inside, partial on the rim, symmetric). Each tap is (dx, dy, weight, 0) in
// texels; neighbouring texels of a row share one bilinear tap placed between them by their
// weights (shaders filter exactly, so that is an exact weighted sum). `texel` is one texel in
// working-space pixels. Unused taps carry weight 0.
//
// Template: DiscBlur.swift instantiates one kernel per tap count by replacing "Taps32" with
// "Taps<N>" and "_count = 32;" with "_count = <N>;".
#ifndef input0
vec4 input0(vec2 q) { return vec4(0.0); }  // validation stand-in; programs define input0 as a macro
#endif

const int discBlurTaps32_count = 32;

vec4 discBlurTaps32(vec2 destCoord, float texel, vec4 taps[discBlurTaps32_count]) {
    vec4 sum = vec4(0.0);
    for (int i = 0; i < discBlurTaps32_count; i++) {
        sum += taps[i].z * input0(destCoord + texel * taps[i].xy);
    }
    return sum;
}
