// One step of the bloom's progressive upsample: this level (input0, read at the output texel)
// plus the accumulated coarser levels (input1) through a 3×3 tent (1 2 1)²/16 of bilinear
// fetches one coarse texel apart: fineWeight · fine + coarseWeight · tent(coarse). The fine
// level is read at its own texel centre (input0Texel), the coarse one between its texel centres
// (input1Linear): neither pays the texel-centre test of input0/input1.

vec4 bloomUpsample(vec2 destCoord, float coarseTexel, float fineWeight, float coarseWeight) {
    vec2 t = vec2(coarseTexel);
    vec4 sum = input1Linear(destCoord) * 4.0;
    sum += (input1Linear(destCoord + t * vec2(-1.0, 0.0)) + input1Linear(destCoord + t * vec2(1.0, 0.0))
          + input1Linear(destCoord + t * vec2(0.0, -1.0)) + input1Linear(destCoord + t * vec2(0.0, 1.0))) * 2.0;
    sum += input1Linear(destCoord + t * vec2(-1.0, -1.0)) + input1Linear(destCoord + t * vec2(1.0, -1.0))
         + input1Linear(destCoord + t * vec2(-1.0, 1.0)) + input1Linear(destCoord + t * vec2(1.0, 1.0));
    return fineWeight * input0Texel(destCoord) + coarseWeight * (sum / 16.0);
}
