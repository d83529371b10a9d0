// Dulls highlights: every channel is pulled down to its Gaussian-blurred neighbourhood where it
// is brighter, mix(c, min(c, blurred), intensity) (premultiplied; alpha kept).
vec4 gloom(vec4 color, vec4 blurred, vec2 destCoord, float intensity) {
    vec3 dulled = min(color.rgb, blurred.rgb);
    return vec4(mix(color.rgb, dulled, intensity), color.a);
}
