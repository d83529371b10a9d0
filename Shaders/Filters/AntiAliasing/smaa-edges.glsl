// SMAA 1x, pass 1 of 3 (Jimenez et al. 2012), written from the published method: marks the edge
// between each pixel and its left neighbour (r) and its neighbour in the row before it (g, the
// paper's "top": row y - 1; the method is symmetric, so which way rows run does not matter).
// An edge needs a contrast of at least `threshold` and at least half the strongest contrast
// around it (local contrast adaptation), which drops the weaker edge of a double step.
// `colorEdges`: 1 compares every channel, 0 compares luma. Opaque output, edges 0 or 1.
// (Outside Glaze, e.g. a standalone GLSL check, texel reads fall back to filtered reads.)
#ifndef input0Texel
#define input0Texel(q) input0(q)
#endif

// Perceptual difference of two premultiplied linear colours (square roots stand in for gamma).
float smaaEdgesDelta(vec4 a, vec4 b, float colorEdges) {
    if (colorEdges > 0.5) {
        vec3 d = abs(sqrt(max(a.rgb, vec3(0.0))) - sqrt(max(b.rgb, vec3(0.0))));
        return max(max(d.r, d.g), d.b);
    }
    return abs(sqrt(max(glaze_luma(a.rgb), 0.0)) - sqrt(max(glaze_luma(b.rgb), 0.0)));
}

vec4 smaaEdges(vec2 destCoord, float threshold, float colorEdges) {
    vec4 c = input0Texel(destCoord);
    vec4 left = input0Texel(destCoord + vec2(-1.0, 0.0));
    vec4 top = input0Texel(destCoord + vec2(0.0, -1.0));
    vec2 delta = vec2(smaaEdgesDelta(c, left, colorEdges), smaaEdgesDelta(c, top, colorEdges));
    vec2 edges = step(vec2(threshold), delta);
    // Early out: no edge on either side (most pixels).
    if (edges.x + edges.y == 0.0) return vec4(0.0, 0.0, 0.0, 1.0);
    float right = smaaEdgesDelta(c, input0Texel(destCoord + vec2(1.0, 0.0)), colorEdges);
    float bottom = smaaEdgesDelta(c, input0Texel(destCoord + vec2(0.0, 1.0)), colorEdges);
    float leftLeft = smaaEdgesDelta(left, input0Texel(destCoord + vec2(-2.0, 0.0)), colorEdges);
    float topTop = smaaEdgesDelta(top, input0Texel(destCoord + vec2(0.0, -2.0)), colorEdges);
    float strongest = max(max(max(delta.x, delta.y), max(right, bottom)), max(leftLeft, topTop));
    edges *= step(vec2(strongest), 2.0 * delta);
    return vec4(edges, 0.0, 1.0);
}
