/// Fast approximate anti-aliasing (Timothy Lottes' FXAA 3.11, its quality variant): finds edges
/// from the local contrast of luma, searches along each edge for its ends and blends across it by
/// the coverage a straight edge between those ends would have; a sub-pixel term softens isolated
/// specks. One pass; flat regions leave at the first test.
///
/// Run it last, on display-referred colour in 0...1 (after ``ToneMap``, colour grading and
/// bloom, before film grain and overlays): luma is the square root of linear Rec. 709 luma, a
/// stand-in for the gamma-encoded luma FXAA was tuned on. HDR input makes highlights dominate.
// filter: fxaa
// swift: FXAA
// display: FXAA
// category: stylize
// coreImage: no
// apply: custom
// doc: Smooths jagged edges in one pass (FXAA 3.11); run it on tone-mapped colour.
// uniform int quality;            // = 12; range 10..39; slider 10..39; swift Int; clamp presetQuality; FXAA 3.11 quality preset: 10...15 and 20...29 (more steps) or 39 (finest steps).
// uniform float subpixel;         // = 0.75; range 0..1; slider 0..1; Sub-pixel aliasing removal: 0 off (sharper), 1 full (softer).
// uniform float edgeThreshold;    // = 0.166; range 0.063..0.333; slider 0.063..0.333; Local contrast an edge needs, relative to the brightest luma around it.
// uniform float edgeThresholdMin; // = 0.0833; range 0..0.0833; slider 0..0.0833; Local contrast an edge needs in absolute luma (skips dark areas).
// uniform bool greenLuma;         // = false; Read luma from the green channel instead of computing Rec. 709 luma.
// FXAA 3.11 quality (Timothy Lottes, NVIDIA 2011), written from the published description: find
// where the local luma contrast marks an edge, decide whether it runs horizontally or vertically,
// walk along it both ways until the luma pair stops matching, and move the read half a pixel
// across the edge by how far this pixel sits from the nearer end; a sub-pixel term blends away
// isolated specks. Coordinates are working-space pixels (one pixel is 1.0).
//
// The 3x3 neighbourhood is read texel by texel (input0Texel: no filtering, exact); the search
// and the final read sit between texel centres (input0Linear: the hardware's bilinear filter).
// `steps[0...stepCount-1]`: the distances of the end search (the quality preset's P0, P1, ...);
// `subpixel`: 0...1 sub-pixel removal; `edgeThreshold`, `edgeThresholdMin`: the contrast an edge
// needs, relative to the local maximum luma and absolute; `greenLuma`: 1 reads luma from green.
// (Outside Glaze, e.g. a standalone GLSL check, texel and linear reads fall back to input reads.)

// Perceptual luma of premultiplied linear colour: the square root of Rec. 709 luma (or of green),
// close to the gamma-encoded luma FXAA expects.
float fxaaLuma(vec4 c, float greenLuma) {
    return sqrt(max(greenLuma > 0.5 ? c.g : glaze_luma(c.rgb), 0.0));
}

vec4 fxaa(vec2 destCoord, float steps[12], float stepCount, float subpixel, float edgeThreshold,
          float edgeThresholdMin, float greenLuma) {
    vec4 colorM = input0Texel(destCoord);
    float lumaM = fxaaLuma(colorM, greenLuma);
    float lumaS = fxaaLuma(input0Texel(destCoord + vec2(0.0, -1.0)), greenLuma);
    float lumaE = fxaaLuma(input0Texel(destCoord + vec2(1.0, 0.0)), greenLuma);
    float lumaN = fxaaLuma(input0Texel(destCoord + vec2(0.0, 1.0)), greenLuma);
    float lumaW = fxaaLuma(input0Texel(destCoord + vec2(-1.0, 0.0)), greenLuma);

    float rangeMax = max(max(max(lumaS, lumaE), max(lumaN, lumaW)), lumaM);
    float rangeMin = min(min(min(lumaS, lumaE), min(lumaN, lumaW)), lumaM);
    float range = rangeMax - rangeMin;
    // Early out: too little contrast for an edge (most pixels of a frame leave here).
    if (range < max(edgeThresholdMin, rangeMax * edgeThreshold)) return colorM;

    float lumaNW = fxaaLuma(input0Texel(destCoord + vec2(-1.0, 1.0)), greenLuma);
    float lumaSE = fxaaLuma(input0Texel(destCoord + vec2(1.0, -1.0)), greenLuma);
    float lumaNE = fxaaLuma(input0Texel(destCoord + vec2(1.0, 1.0)), greenLuma);
    float lumaSW = fxaaLuma(input0Texel(destCoord + vec2(-1.0, -1.0)), greenLuma);

    // Second differences across rows and columns decide the edge's direction.
    float edgeHorz = abs(lumaNW + lumaSW - 2.0 * lumaW) + 2.0 * abs(lumaN + lumaS - 2.0 * lumaM)
        + abs(lumaNE + lumaSE - 2.0 * lumaE);
    float edgeVert = abs(lumaNW + lumaNE - 2.0 * lumaN) + 2.0 * abs(lumaW + lumaE - 2.0 * lumaM)
        + abs(lumaSW + lumaSE - 2.0 * lumaS);
    bool horizontal = edgeHorz >= edgeVert;

    // Sub-pixel aliasing: how far the 3x3 low-pass differs from the centre, shaped smoothly.
    float average = (2.0 * (lumaN + lumaS + lumaE + lumaW) + lumaNW + lumaNE + lumaSW + lumaSE) / 12.0;
    float subpixC = clamp(abs(average - lumaM) / range, 0.0, 1.0);
    float subpixF = (3.0 - 2.0 * subpixC) * subpixC * subpixC;
    float subpixOffset = subpixF * subpixF * subpixel;

    // The neighbour pair across the edge, and which side has the steeper step.
    float luma1 = horizontal ? lumaS : lumaW;
    float luma2 = horizontal ? lumaN : lumaE;
    float gradient1 = luma1 - lumaM;
    float gradient2 = luma2 - lumaM;
    bool side1 = abs(gradient1) >= abs(gradient2);
    float gradientScaled = 0.25 * max(abs(gradient1), abs(gradient2));
    float stepAcross = side1 ? -1.0 : 1.0;
    float lumaLocalAverage = 0.5 * ((side1 ? luma1 : luma2) + lumaM);

    // Walk along the edge, on the line half a pixel across it, both ways.
    vec2 across = horizontal ? vec2(0.0, 1.0) : vec2(1.0, 0.0);
    vec2 along = horizontal ? vec2(1.0, 0.0) : vec2(0.0, 1.0);
    vec2 start = destCoord + across * (0.5 * stepAcross);
    vec2 posN = start, posP = start;
    float lumaEndN = 0.0, lumaEndP = 0.0;
    bool doneN = false, doneP = false;
    // A loop bounded by a uniform, not unrolled: a software rasteriser that runs both sides of
    // every branch (llvmpipe) leaves it as soon as no pixel of its group needs another step
    // (unrolled, every pixel paid for every step of the preset).
    int count = int(stepCount);
    for (int i = 0; i < count; i++) {
        if (doneN && doneP) break;
        if (!doneN) {
            posN -= along * steps[i];
            lumaEndN = fxaaLuma(input0Linear(posN), greenLuma) - lumaLocalAverage;
            doneN = abs(lumaEndN) >= gradientScaled;
        }
        if (!doneP) {
            posP += along * steps[i];
            lumaEndP = fxaaLuma(input0Linear(posP), greenLuma) - lumaLocalAverage;
            doneP = abs(lumaEndP) >= gradientScaled;
        }
    }

    float distanceN = dot(destCoord - posN, along);
    float distanceP = dot(posP - destCoord, along);
    bool nearerN = distanceN < distanceP;
    // Only the end whose luma crossed the local average the other way than this pixel counts.
    bool lumaMBelow = lumaM - lumaLocalAverage < 0.0;
    bool goodSpan = ((nearerN ? lumaEndN : lumaEndP) < 0.0) != lumaMBelow;
    float edgeOffset = goodSpan ? 0.5 - min(distanceN, distanceP) / (distanceN + distanceP) : 0.0;
    float offset = max(edgeOffset, subpixOffset);
    return input0Linear(destCoord + across * (offset * stepAcross));
}
