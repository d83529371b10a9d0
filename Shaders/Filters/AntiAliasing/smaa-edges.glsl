/// Subpixel morphological anti-aliasing, SMAA 1x (Jimenez et al., Eurographics 2012): detects
/// edges by luma or colour contrast, measures each edge's length and the shape of its ends, looks
/// up the coverage a revectorised edge of that shape would have in a precomputed area table, and
/// blends each pixel with the neighbour across the edge by that coverage. Runs of one-pixel
/// steps (edges near 45°) are followed along the diagonal and revectorised between their ends
/// (the paper's diagonal patterns), and real corners (a crossing edge that goes on, not a stair
/// step) are kept sharp (its corner detection). Three passes; the second and third leave at once
/// where there is no edge.
///
/// Run it last, on display-referred colour in 0...1 (after ``ToneMap``, colour grading and
/// bloom, before film grain and overlays), as ``FXAA``. It keeps straight edges straighter than
/// FXAA, above all edges close to horizontal or vertical, at about twice the cost.
// filter: smaa
// swift: SMAA
// display: SMAA
// category: stylize
// coreImage: no
// apply: custom
// doc: Smooths jagged edges by their measured shape (SMAA 1x); run it on tone-mapped colour.
// uniform int edgeDetection;    // = luma; choices luma|color; Edge detection: 'luma' (luma contrast) or 'color' (largest channel contrast).
// uniform float threshold;      // = 0.1; range 0.05..0.5; slider 0.05..0.3; Contrast an edge needs (0.1 SMAA's high preset, 0.05 ultra, 0.15 low).
// uniform int searchDistance;   // = 32; range 4..64; slider 4..64; swift Int; unit px; How far each edge is followed each way, in pixels (longer edges blend as if this long).
// uniform int diagonalDistance; // = 8; range 0..16; slider 0..16; swift Int; unit steps; How far a run of diagonal steps is followed each way (0 turns diagonal detection off; 8 as SMAA's high preset).
// uniform float cornerRounding; // = 0.25; range 0..1; slider 0..1; How much of a stair step's blend a real corner keeps (1 rounds corners as steps).
// SMAA 1x, pass 1 of 3 (Jimenez et al. 2012), written from the published method: marks the edge
// between each pixel and its left neighbour (r) and its neighbour in the row before it (g, the
// paper's "top": row y - 1; the method is symmetric, so which way rows run does not matter).
// An edge needs a contrast of at least `threshold` and at least half the strongest contrast
// around it (local contrast adaptation), which drops the weaker edge of a double step.
// `colorEdges`: 1 compares every channel, 0 compares luma. Opaque output, edges 0 or 1.
// (Outside Glaze, e.g. a standalone GLSL check, texel reads fall back to filtered reads.)

// Perceptual difference of two premultiplied linear colours (square roots stand in for gamma).
float smaaEdgesDelta(vec4 a, vec4 b, float colorEdges) {
    if (colorEdges > 0.5) {
        vec3 d = abs(sqrt(max(a.rgb, vec3(0.0))) - sqrt(max(b.rgb, vec3(0.0))));
        return max(max(d.r, d.g), d.b);
    }
    return abs(sqrt(max(glaze_luma(a.rgb), 0.0)) - sqrt(max(glaze_luma(b.rgb), 0.0)));
}

vec4 smaaEdges(vec2 destCoord, float threshold, float edgeDetection) {
    vec4 c = input0Texel(destCoord);
    vec4 left = input0Texel(destCoord + vec2(-1.0, 0.0));
    vec4 top = input0Texel(destCoord + vec2(0.0, -1.0));
    vec2 delta = vec2(smaaEdgesDelta(c, left, edgeDetection), smaaEdgesDelta(c, top, edgeDetection));
    vec2 edges = step(vec2(threshold), delta);
    // Early out: no edge on either side (most pixels).
    if (edges.x + edges.y == 0.0) return vec4(0.0, 0.0, 0.0, 1.0);
    float right = smaaEdgesDelta(c, input0Texel(destCoord + vec2(1.0, 0.0)), edgeDetection);
    float bottom = smaaEdgesDelta(c, input0Texel(destCoord + vec2(0.0, 1.0)), edgeDetection);
    float leftLeft = smaaEdgesDelta(left, input0Texel(destCoord + vec2(-2.0, 0.0)), edgeDetection);
    float topTop = smaaEdgesDelta(top, input0Texel(destCoord + vec2(0.0, -2.0)), edgeDetection);
    float strongest = max(max(max(delta.x, delta.y), max(right, bottom)), max(leftLeft, topTop));
    edges *= step(vec2(strongest), 2.0 * delta);
    return vec4(edges, 0.0, 1.0);
}
