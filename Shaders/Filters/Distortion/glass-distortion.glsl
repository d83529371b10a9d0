// Glass: the texture (input1, tiled, its centre at `center`: q = p + textureOffset) is a height
// map h = clamp(luma, 0, 1); the image (input0) is read at p + scale/2 · (h(q + x̂) − h(q − x̂),
// h(q + ŷ) − h(q − ŷ)), so the displacement never exceeds scale/2 px per axis.
float glassDistortion_height(vec2 q) {
    return clamp(glaze_luma(input1(q).rgb), 0.0, 1.0);
}

vec4 glassDistortion(vec2 destCoord, vec2 textureOffset, float scale) {
    vec2 q = destCoord + textureOffset;
    vec2 slope = vec2(glassDistortion_height(q + vec2(1.0, 0.0)) - glassDistortion_height(q - vec2(1.0, 0.0)),
                      glassDistortion_height(q + vec2(0.0, 1.0)) - glassDistortion_height(q - vec2(0.0, 1.0)));
    return input0(destCoord + 0.5 * scale * slope);
}
