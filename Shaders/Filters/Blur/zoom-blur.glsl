/// Streaks the image away from a centre, like zooming the lens during the exposure (Core
/// Image's `CIZoomBlur`).
///
/// A pixel at distance D from `center` averages the image along the ray towards the centre,
/// from D down to D·(1 − amount/100) (the streak is `amount` pixels long 100 px from the centre
/// and proportional to the distance), with taps spaced geometrically as in a zoom at constant
/// speed. Two passes of N taps make N² taps (N = 4, 8 or 16 by amount). The extent is kept.
// filter: zoomBlur
// category: blur
// doc: Blurs along rays from a centre, as if the lens zoomed during the exposure.
// apply: custom
// uniform vec2 center;  // = vec2(150.0, 150.0); type position; The centre of the zoom, in pixels.
// uniform float amount; // = 20; range 0..100; slider 0..50; identity 0; type scalar; unit px; Streak length in pixels 100 px from the centre; streaks grow with the distance.
// N equally weighted bilinear taps on the ray from `center` through destCoord, at the scales
// exp(logStart + i * logStep) about the centre (geometric spacing). Two such passes with steps
// l and N·l make N² geometrically spaced taps: the exposure of a zoom at constant speed.
//
// Template: ZoomBlur+Apply.swift instantiates one kernel per tap count by replacing "Taps8" with
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
