// Eye adaptation, step 1: the base-2 logarithm of each pixel's Rec. 709 luma (at least 2^-14, so
// black pixels do not pull the log-average to minus infinity), in red; averaged by a reduction
// this is the log-average luminance of the frame.
vec4 autoExposureLog(vec4 color, vec2 destCoord) {
    return vec4(log2(max(glaze_luma(color.rgb), 6.103515625e-05)), 0.0, 0.0, 1.0);
}
