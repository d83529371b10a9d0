// Depth-cue fog: the (already blurred) colour moves towards `fogColor` by `amount`, keeping its
// coverage: rgb = mix(rgb, fog.rgb · a, amount) on premultiplied values.
vec4 depthCueFog(vec4 color, vec2 destCoord, vec3 fogColor, float amount) {
    return vec4(mix(color.rgb, fogColor * color.a, amount), color.a);
}
