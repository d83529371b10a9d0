// SMAA 1x, pass 3 of 3: neighbourhood blending. Each pixel gathers the weights that concern it
// (its own r and b towards its top and left neighbours, its right neighbour's a and its bottom
// neighbour's g towards them), keeps the stronger direction and mixes with the two neighbours
// along it through bilinear reads offset by the weights. input0 is the colour, input1 the
// weights; the paper's "top" is row y - 1.
// (Outside Glaze, e.g. a standalone GLSL check, texel and linear reads fall back to input reads.)
vec4 smaaBlend(vec2 destCoord) {
    vec4 own = input1Texel(destCoord);
    vec4 a = vec4(input1Texel(destCoord + vec2(1.0, 0.0)).a, input1Texel(destCoord + vec2(0.0, 1.0)).g,
                  own.b, own.r);
    // Early out: no weight touches this pixel (most pixels): exactly the input.
    if (a.x + a.y + a.z + a.w < 1e-5) return input0Texel(destCoord);
    bool horizontal = max(a.x, a.z) > max(a.y, a.w);
    vec2 along = horizontal ? vec2(1.0, 0.0) : vec2(0.0, 1.0);
    vec2 amounts = horizontal ? a.xz : a.yw;
    vec2 shares = amounts / (amounts.x + amounts.y);
    return shares.x * input0Linear(destCoord + along * amounts.x)
        + shares.y * input0Linear(destCoord - along * amounts.y);
}
