/// Smears the image along a direction, like a camera moving during the exposure (Core Image's
/// `CIMotionBlur`).
///
/// Each pixel averages the image along a segment of length 2·radius centred on it (uniform
/// weights), at `angle` from the x axis. Two passes of N taps (spacing d, then N·d) make N²
/// evenly spaced bilinear taps, N = 4, 8 or 16 by length. The extent grows by the radius.
// filter: motionBlur
// category: blur
// doc: Blurs along a straight line, as if the camera moved during the exposure.
// apply: custom
// uniform float radius; // = 20; range 0..100; slider 0..50; identity 0; unit px; Half the length of the smear: each pixel averages a segment 2·radius long.
// uniform float angle; // = 0; range -6.283185307179586..6.283185307179586; slider -3.141592653589793..3.141592653589793; type angle; unit rad; Direction of the motion, counter-clockwise from the x axis.
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
