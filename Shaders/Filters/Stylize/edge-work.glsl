// Woodblock look from a difference of Gaussians of luminance: white where the fine blur is at
// least as bright as the coarse one, black where it is darker (a 0.004-wide smooth band).
vec4 edgeWork(vec4 fine, vec4 coarse, vec2 destCoord) {
    float d = glaze_luma(fine.rgb) - glaze_luma(coarse.rgb);
    float v = smoothstep(-0.004, 0.0, d);
    return vec4(vec3(v), 1.0);
}
