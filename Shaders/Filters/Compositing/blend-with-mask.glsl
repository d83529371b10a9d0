// mix(background, image, m) with m the Rec. 709 luma of the (premultiplied, working-space) mask,
// clamped to 0...1: white shows the image, black the background.
vec4 blendWithMask(vec4 image, vec4 background, vec4 mask, vec2 destCoord) {
    return mix(background, image, clamp(glaze_luma(mask.rgb), 0.0, 1.0));
}
