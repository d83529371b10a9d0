// SMAA 1x, pass 2 of 3: blending weights. For a pixel with an edge at its top (input0.g), walk
// the edge left and right to its ends (at most `searchDistance` pixels each way), read which
// side the crossing edges at both ends leave on (each end's crossing value 3·own row + far row:
// 0, 1, 3 or 4), and look up in the area table (input1, made by scripts/gen-smaa-tables.py)
// how much of this pixel the revectorised edge covers: r is what this pixel takes from its top
// neighbour, g what the top neighbour takes from it. The same along the column for an edge at
// its left (input0.r) gives b and a. Edges are read texel by texel (exact where the paper's
// search table decodes bilinear reads). Coordinates are pixels; the paper's "top" is row y - 1.
// (Outside Glaze, e.g. a standalone GLSL check, texel reads fall back to filtered reads.)
#ifndef input0Texel
#define input0Texel(q) input0(q)
#endif

float smaaWeightsTop(vec2 q) { return input0Texel(q).g; }
float smaaWeightsLeft(vec2 q) { return input0Texel(q).r; }

// Area for distances `d` (px) to both ends and crossing values `e`, bilinear in sqrt(distance).
vec2 smaaWeightsArea(vec2 d, vec2 e) {
    return input1(16.0 * e + sqrt(d) + 0.5).rg;
}

vec4 smaaWeights(vec2 destCoord, float searchDistance) {
    vec4 weights = vec4(0.0);
    vec2 e = input0Texel(destCoord).rg;
    // Early out: no edge on this pixel's top or left (most pixels).
    if (e.r + e.g == 0.0) return weights;
    int reach = int(searchDistance);
    if (e.g > 0.5) {
        vec2 row = vec2(0.0, -1.0);
        float dLeft = 0.0;
        for (int i = 0; i < reach; i++) {
            vec2 c = destCoord - vec2(dLeft, 0.0);
            if (smaaWeightsLeft(c) + smaaWeightsLeft(c + row) > 0.0
                || smaaWeightsTop(c - vec2(1.0, 0.0)) < 0.5) break;
            dLeft += 1.0;
        }
        float dRight = 0.0;
        for (int i = 0; i < reach; i++) {
            vec2 next = destCoord + vec2(dRight + 1.0, 0.0);
            if (smaaWeightsLeft(next) + smaaWeightsLeft(next + row) > 0.0
                || smaaWeightsTop(next) < 0.5) break;
            dRight += 1.0;
        }
        vec2 leftEnd = destCoord - vec2(dLeft, 0.0), pastRight = destCoord + vec2(dRight + 1.0, 0.0);
        vec2 crossing = vec2(3.0 * smaaWeightsLeft(leftEnd) + smaaWeightsLeft(leftEnd + row),
                             3.0 * smaaWeightsLeft(pastRight) + smaaWeightsLeft(pastRight + row));
        weights.rg = smaaWeightsArea(vec2(dLeft, dRight), crossing);
    }
    if (e.r > 0.5) {
        vec2 column = vec2(-1.0, 0.0);
        float dUp = 0.0;
        for (int i = 0; i < reach; i++) {
            vec2 c = destCoord - vec2(0.0, dUp);
            if (smaaWeightsTop(c) + smaaWeightsTop(c + column) > 0.0
                || smaaWeightsLeft(c - vec2(0.0, 1.0)) < 0.5) break;
            dUp += 1.0;
        }
        float dDown = 0.0;
        for (int i = 0; i < reach; i++) {
            vec2 next = destCoord + vec2(0.0, dDown + 1.0);
            if (smaaWeightsTop(next) + smaaWeightsTop(next + column) > 0.0
                || smaaWeightsLeft(next) < 0.5) break;
            dDown += 1.0;
        }
        vec2 upEnd = destCoord - vec2(0.0, dUp), pastDown = destCoord + vec2(0.0, dDown + 1.0);
        vec2 crossing = vec2(3.0 * smaaWeightsTop(upEnd) + smaaWeightsTop(upEnd + column),
                             3.0 * smaaWeightsTop(pastDown) + smaaWeightsTop(pastDown + column));
        weights.ba = smaaWeightsArea(vec2(dUp, dDown), crossing);
    }
    return weights;
}
