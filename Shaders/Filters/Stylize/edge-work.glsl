/// A black-and-white woodblock look (Core Image's `CIEdgeWork`): black where the luminance
/// blurred by radius/2 is darker than the luminance blurred by 0.8·radius (a difference of
/// Gaussians), white elsewhere; opaque. The blurs see the image clamped to its extent.
// filter: edgeWork
// category: stylize
// apply: custom
// doc: Renders the image as black strokes on white, like a woodblock print.
// uniform float radius; // = 3; range 0.5..50; slider 0.5..20; unit px; nan 0.5; Scale of the strokes: the blurs compared are radius/2 and 0.8·radius.
// Woodblock look from a difference of Gaussians of luminance: white where the fine blur is at
// least as bright as the coarse one, black where it is darker (a 0.004-wide smooth band).
vec4 edgeWork(vec4 fine, vec4 coarse, vec2 destCoord) {
    float d = glaze_luma(fine.rgb) - glaze_luma(coarse.rgb);
    float v = smoothstep(-0.004, 0.0, d);
    return vec4(vec3(v), 1.0);
}
