// The coarse level of a wide box blur (BoxBlur+Apply.swift): the average of a block of N (even) consecutive
// input texels along `axis`, on a grid squeezed by N along that axis: output texel m
// (centre m + 0.5) averages input texels m · N … m · N + N − 1, two per linear read
// placed on the boundary between them (the filter weighs both exactly ½).
//
// Template: BoxBlur+Apply.swift instantiates one kernel per block (a constant, so the loop unrolls) by
// replacing "boxBlurBlockAverage8" with "boxBlurBlockAverage<N>" and "_block = 8;" with
// "_block = <N>;".

const int boxBlurBlockAverage8_block = 8;

vec4 boxBlurBlockAverage8(vec2 destCoord, vec2 axis) {
    vec2 across = destCoord * (vec2(1.0) - axis);
    float first = floor(dot(destCoord, axis)) * float(boxBlurBlockAverage8_block) + 1.0;
    vec4 sum = vec4(0.0);
    for (int k = 0; k < boxBlurBlockAverage8_block / 2; k++) {
        sum += input0Linear(across + axis * (first + float(2 * k)));
    }
    return sum * (2.0 / float(boxBlurBlockAverage8_block));
}
