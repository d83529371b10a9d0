// N equally weighted bilinear taps on the ray from `center` through destCoord, at the scales
// exp(logStart + i * logStep) about the centre (geometric spacing). Two such passes with steps
// l and N·l make N² geometrically spaced taps: the exposure of a zoom at constant speed.
//
// Template: ZoomBlur.swift instantiates one kernel per tap count by replacing "Taps8" with
// "Taps<N>" and "_count = 8;" with "_count = <N>;".

const int zoomBlurTaps8_count = 8;

vec4 zoomBlurTaps8(vec2 destCoord, vec2 center, float logStart, float logStep) {
    vec4 sum = vec4(0.0);
    vec2 d = destCoord - center;
    for (int i = 0; i < zoomBlurTaps8_count; i++) {
        sum += input0(center + d * exp(logStart + float(i) * logStep));
    }
    return sum / float(zoomBlurTaps8_count);
}
