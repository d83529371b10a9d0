// Depth of field's combine at full resolution: the sharp image where the pixel's own CoC (coc.r,
// pixels) is 0, the far field (premultiplied by its validity, far.a) blended in as the CoC
// grows to 1 px, then the near field over it by its coverage (near.a). Alpha stays the sharp
// image's: meant for opaque scenes.
vec4 depthOfFieldCombine(vec4 sharp, vec4 coc, vec4 far, vec4 near, vec2 destCoord) {
    vec3 blurred = far.a > 0.0 ? far.rgb / far.a : sharp.rgb;
    vec3 rgb = mix(sharp.rgb, blurred, clamp(coc.r, 0.0, 1.0));
    rgb = mix(rgb, near.rgb, clamp(near.a, 0.0, 1.0));
    return vec4(rgb, sharp.a);
}
