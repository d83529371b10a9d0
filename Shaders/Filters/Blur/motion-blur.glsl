// N equally weighted bilinear taps on a line through destCoord, `stepVec` apart (working-space
// pixels), centred on destCoord. Two such passes with steps d and N·d make N² evenly spaced
// taps: a box along the motion direction.
//
// Template: MotionBlur.swift instantiates one kernel per tap count by replacing "Taps8" with
// "Taps<N>" and "_count = 8;" with "_count = <N>;".

const int motionBlurTaps8_count = 8;

vec4 motionBlurTaps8(vec2 destCoord, vec2 stepVec) {
    vec4 sum = vec4(0.0);
    float middle = 0.5 * float(motionBlurTaps8_count - 1);
    for (int i = 0; i < motionBlurTaps8_count; i++) {
        sum += input0(destCoord + (float(i) - middle) * stepVec);
    }
    return sum / float(motionBlurTaps8_count);
}
