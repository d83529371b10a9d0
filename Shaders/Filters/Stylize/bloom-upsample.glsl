// One step of the bloom's progressive upsample: this level (input0, read at the output texel)
// plus the accumulated coarser levels (input1) through a 3×3 tent (1 2 1)²/16 of bilinear
// fetches one coarse texel apart: fineWeight · fine + coarseWeight · tent(coarse).

vec4 bloomUpsample(vec2 destCoord, float coarseTexel, float fineWeight, float coarseWeight) {
    vec2 t = vec2(coarseTexel);
    vec4 sum = input1(destCoord) * 4.0;
    sum += (input1(destCoord + t * vec2(-1.0, 0.0)) + input1(destCoord + t * vec2(1.0, 0.0))
          + input1(destCoord + t * vec2(0.0, -1.0)) + input1(destCoord + t * vec2(0.0, 1.0))) * 2.0;
    sum += input1(destCoord + t * vec2(-1.0, -1.0)) + input1(destCoord + t * vec2(1.0, -1.0))
         + input1(destCoord + t * vec2(-1.0, 1.0)) + input1(destCoord + t * vec2(1.0, 1.0));
    return fineWeight * input0(destCoord) + coarseWeight * (sum / 16.0);
}
