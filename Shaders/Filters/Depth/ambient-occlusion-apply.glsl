// Ambient occlusion's combine: premultiplied colour times the blurred visibility (occlusion.r).
vec4 ambientOcclusionApply(vec4 color, vec4 occlusion, vec2 destCoord) {
    return vec4(color.rgb * clamp(occlusion.r, 0.0, 1.0), color.a);
}
