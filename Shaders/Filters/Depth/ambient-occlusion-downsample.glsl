// Ambient occlusion's half-resolution depth: the mean of each 2×2 block (one bilinear read at
// its centre), in red; a constant depth stays exactly constant. Reads are clamped to `rect`, the
// depth's outermost texel centres: the edge depth continues outside.

vec4 ambientOcclusionDownsample(vec2 destCoord, vec4 rect) {
    return vec4(input0Linear(clamp(destCoord, rect.xy, rect.zw)).r, 0.0, 0.0, 1.0);
}
