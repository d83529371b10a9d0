// mix(background, image, mask alpha): opaque mask shows the image, transparent the background.
vec4 blendWithAlphaMask(vec4 image, vec4 background, vec4 mask, vec2 destCoord) {
    return mix(background, image, clamp(mask.a, 0.0, 1.0));
}
