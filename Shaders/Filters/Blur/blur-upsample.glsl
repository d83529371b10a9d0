// Reads a reduced-resolution level at full resolution: the input is sampled bilinearly at the
// output coordinate, so this is the identity on values (the pass reads the coarse texture).
vec4 blurUpsample(vec4 color, vec2 destCoord) {
    return color;
}
