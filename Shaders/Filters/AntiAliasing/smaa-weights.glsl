// SMAA 1x, pass 2 of 3: blending weights. For a pixel with an edge at its top (input0.g), first
// look for a diagonal run of staircase steps through it (at most `diagonalDistance` steps each
// way; 0 turns diagonals off): when there is one, the diagonal area table (input2) gives the
// weights of the line between the run's ends. Otherwise walk the edge left and right to its ends
// (at most `searchDistance` pixels each way, two pixels per bilinear read, decoded by the search
// table, input3), read which side the crossing edges at both ends leave on (each end's crossing
// value 3·own row + far row: 0, 1, 3 or 4), and look up in the area table (input1) how much of
// this pixel the revectorised edge covers; where a crossing edge
// goes on past the rows next to the edge (a real corner, not a step), the blend there is scaled
// down to `cornerRounding`. r is what this pixel takes from its top neighbour, g what the top
// neighbour takes from it. The same along the column for an edge at its left (input0.r) gives b
// and a. The three tables are made by scripts/gen-smaa-tables.py (see it for their layouts).
// Coordinates are pixels; the paper's "top" is row y - 1.
// (Outside Glaze, e.g. a standalone GLSL check, texel reads fall back to filtered reads.)

float smaaWeightsTop(vec2 q) { return input0Texel(q).g; }
float smaaWeightsLeft(vec2 q) { return input0Texel(q).r; }

// How far a search goes through the pair of pixels one bilinear read covered, from the read's
// channel along the edge (`along`) and its crossing channel (`crossing`), by the search table
// (r backward, g forward): 0, 1 or 2 pixels and stop, or 3: both and on.
vec2 smaaWeightsSearch(float along, float crossing) {
    return floor(input3Texel(vec2(floor(32.0 * crossing + 0.5), floor(32.0 * along + 0.5)) + 0.5).rg * 3.0 + 0.5);
}

// Area for distances `d` (px) to both ends and crossing values `e`, bilinear in sqrt(distance).
vec2 smaaWeightsArea(vec2 d, vec2 e) {
    return input1(16.0 * e + sqrt(d) + 0.5).rg;
}

// Corner detection: scales the weights `w` of an edge whose ends are `d` (px) away down by
// `cornerRounding` where the crossing edge at the nearer end goes on past the pixel's row
// (`beyondOwn`, one value per end) or past the neighbour's row (`beyondFar`).
vec2 smaaWeightsCorners(vec2 w, vec2 d, vec2 beyondOwn, vec2 beyondFar, float cornerRounding) {
    vec2 nearer = step(d, d.yx);
    vec2 rounding = (1.0 - cornerRounding) * nearer / (nearer.x + nearer.y);
    return w * clamp(vec2(1.0 - dot(rounding, beyondOwn), 1.0 - dot(rounding, beyondFar)), 0.0, 1.0);
}

// The end of a diagonal run: 0 the run just stops (or the search limit), 1 steep (the vertical
// edge goes on), 2 shallow (the horizontal edge goes on), 0 when both.
float smaaWeightsEnd(bool steep, bool shallow, bool limit) {
    if (limit || steep == shallow) return 0.0;
    return steep ? 1.0 : 2.0;
}

// Weights (r, g) from a diagonal run through `p` (which has a top edge), or (-1, -1) when there
// is none. Kind 0: each pixel of the run has a left and a top edge, the run goes up-right;
// kind 1: each pixel has a top edge and its right neighbour a left edge, the run goes down-right.
vec2 smaaWeightsDiagonal(vec2 p, float diagonalDistance) {
    float kind = smaaWeightsLeft(p) > 0.5 ? 0.0 : 1.0;
    if (kind == 1.0 && smaaWeightsLeft(p + vec2(1.0, 0.0)) < 0.5) return vec2(-1.0);
    vec2 upStep = kind == 0.0 ? vec2(1.0, -1.0) : vec2(-1.0, -1.0);
    vec2 leftOffset = vec2(kind, 0.0);  // where the run's left edge sits from each pixel
    int reach = int(diagonalDistance);
    float up = 0.0;
    for (int i = 0; i < reach; i++) {
        vec2 q = p + (up + 1.0) * upStep;
        if (smaaWeightsTop(q) < 0.5 || smaaWeightsLeft(q + leftOffset) < 0.5) break;
        up += 1.0;
    }
    float down = 0.0;
    for (int i = 0; i < reach; i++) {
        vec2 q = p - (down + 1.0) * upStep;
        if (smaaWeightsTop(q) < 0.5 || smaaWeightsLeft(q + leftOffset) < 0.5) break;
        down += 1.0;
    }
    // A single step is left to the orthogonal search.
    if (up + down < 1.0) return vec2(-1.0);
    vec2 upper = p + up * upStep, lower = p - down * upStep;
    bool upperSteep = smaaWeightsLeft(upper + (kind == 0.0 ? vec2(1.0, -1.0) : vec2(0.0, -1.0))) > 0.5;
    bool upperShallow = smaaWeightsTop(upper + vec2(kind == 0.0 ? 1.0 : -1.0, 0.0)) > 0.5;
    bool lowerSteep = smaaWeightsLeft(lower + (kind == 0.0 ? vec2(0.0, 1.0) : vec2(1.0, 1.0))) > 0.5;
    bool lowerShallow = smaaWeightsTop(lower + (kind == 0.0 ? vec2(-1.0, 1.0) : vec2(1.0, 1.0))) > 0.5;
    float upperEnd = smaaWeightsEnd(upperSteep, upperShallow, up >= diagonalDistance);
    float lowerEnd = smaaWeightsEnd(lowerSteep, lowerShallow, down >= diagonalDistance);
    return input2Texel(vec2((3.0 * kind + upperEnd) * 17.0 + up, lowerEnd * 17.0 + down) + 0.5).rg;
}

vec4 smaaWeights(vec2 destCoord, float searchDistance, float diagonalDistance, float cornerRounding) {
    vec4 weights = vec4(0.0);
    vec2 e = input0Texel(destCoord).rg;
    // Early out: no edge on this pixel's top or left (most pixels).
    if (e.r + e.g == 0.0) return weights;
    int reach = int(searchDistance);
    bool diagonal = false;
    if (e.g > 0.5 && diagonalDistance > 0.5) {
        vec2 w = smaaWeightsDiagonal(destCoord, diagonalDistance);
        diagonal = w.x >= 0.0;
        if (diagonal) weights.rg = w;
    }
    // The left edge between two pixels of a kind 1 run (its left and bottom neighbours carry top
    // edges) takes its blend from the run, as the left edge of a kind 0 run's pixel.
    bool inRun = e.g < 0.5 && diagonalDistance > 0.5 && smaaWeightsTop(destCoord + vec2(-1.0, 0.0)) > 0.5
        && smaaWeightsTop(destCoord + vec2(0.0, 1.0)) > 0.5;
    if (e.g > 0.5 && !diagonal) {
        vec2 row = vec2(0.0, -1.0);
        float dLeft = 0.0;
        if (smaaWeightsLeft(destCoord) + smaaWeightsLeft(destCoord + row) == 0.0) {
            for (int i = 0; i < reach; i += 2) {
                vec2 e = input0Linear(destCoord + vec2(-dLeft - 1.25, -0.125)).rg;
                float steps = smaaWeightsSearch(e.g, e.r).r;
                dLeft += min(steps, 2.0);
                if (steps < 3.0) break;
            }
            dLeft = min(dLeft, searchDistance);
        }
        float dRight = 0.0;
        for (int i = 0; i < reach; i += 2) {
            vec2 e = input0Linear(destCoord + vec2(dRight + 1.25, -0.125)).rg;
            float steps = smaaWeightsSearch(e.g, e.r).g;
            dRight += min(steps, 2.0);
            if (steps < 3.0) break;
        }
        dRight = min(dRight, searchDistance);
        vec2 leftEnd = destCoord - vec2(dLeft, 0.0), pastRight = destCoord + vec2(dRight + 1.0, 0.0);
        vec2 crossing = vec2(3.0 * smaaWeightsLeft(leftEnd) + smaaWeightsLeft(leftEnd + row),
                             3.0 * smaaWeightsLeft(pastRight) + smaaWeightsLeft(pastRight + row));
        weights.rg = smaaWeightsCorners(smaaWeightsArea(vec2(dLeft, dRight), crossing), vec2(dLeft, dRight),
            vec2(smaaWeightsLeft(leftEnd + vec2(0.0, 1.0)), smaaWeightsLeft(pastRight + vec2(0.0, 1.0))),
            vec2(smaaWeightsLeft(leftEnd + vec2(0.0, -2.0)), smaaWeightsLeft(pastRight + vec2(0.0, -2.0))),
            cornerRounding);
    }
    if (e.r > 0.5 && !diagonal && !inRun) {
        vec2 column = vec2(-1.0, 0.0);
        float dUp = 0.0;
        if (smaaWeightsTop(destCoord) + smaaWeightsTop(destCoord + column) == 0.0) {
            for (int i = 0; i < reach; i += 2) {
                vec2 e = input0Linear(destCoord + vec2(-0.125, -dUp - 1.25)).rg;
                float steps = smaaWeightsSearch(e.r, e.g).r;
                dUp += min(steps, 2.0);
                if (steps < 3.0) break;
            }
            dUp = min(dUp, searchDistance);
        }
        float dDown = 0.0;
        for (int i = 0; i < reach; i += 2) {
            vec2 e = input0Linear(destCoord + vec2(-0.125, dDown + 1.25)).rg;
            float steps = smaaWeightsSearch(e.r, e.g).g;
            dDown += min(steps, 2.0);
            if (steps < 3.0) break;
        }
        dDown = min(dDown, searchDistance);
        vec2 upEnd = destCoord - vec2(0.0, dUp), pastDown = destCoord + vec2(0.0, dDown + 1.0);
        vec2 crossing = vec2(3.0 * smaaWeightsTop(upEnd) + smaaWeightsTop(upEnd + column),
                             3.0 * smaaWeightsTop(pastDown) + smaaWeightsTop(pastDown + column));
        weights.ba = smaaWeightsCorners(smaaWeightsArea(vec2(dUp, dDown), crossing), vec2(dUp, dDown),
            vec2(smaaWeightsTop(upEnd + vec2(1.0, 0.0)), smaaWeightsTop(pastDown + vec2(1.0, 0.0))),
            vec2(smaaWeightsTop(upEnd + vec2(-2.0, 0.0)), smaaWeightsTop(pastDown + vec2(-2.0, 0.0))),
            cornerRounding);
    }
    return weights;
}
