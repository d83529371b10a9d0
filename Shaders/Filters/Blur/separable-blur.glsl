// One direction of a separable blur (Gaussian, box): a centre tap plus symmetric pairs of
// linear-sampled taps, each pair of neighbouring texels merged into one bilinear fetch at their
// weight-averaged offset. `stepVec` is one texel of the level being blurred along the blur
// direction, in working-space pixels; `offsets` are in texels. Unused pairs carry weight 0.
//
// Template: SeparableBlur.swift instantiates one kernel per pair count (Kernel(template:)) by
// replacing "separableBlurPairs8" with "separableBlurPairs<N>" and "_count = 8;" with "_count = <N>;".
// The pairs read through input0Linear (the hardware filter without the texel-centre test, where
// the input is a texture of working-space colour); the centre tap through input0 (exact).

const int separableBlurPairs8_count = 8;

vec4 separableBlurPairs8(vec2 destCoord, vec2 stepVec, float centerWeight,
                         float weights[separableBlurPairs8_count], float offsets[separableBlurPairs8_count]) {
    vec4 sum = input0(destCoord) * centerWeight;
    for (int i = 0; i < separableBlurPairs8_count; i++) {
        vec2 d = offsets[i] * stepVec;
        sum += weights[i] * (input0Linear(destCoord + d) + input0Linear(destCoord - d));
    }
    return sum;
}
