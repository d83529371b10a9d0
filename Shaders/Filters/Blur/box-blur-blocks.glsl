// One direction of a wide exact box blur (BoxBlur+Apply.swift) from the input (input0) and its
// coarse level (input1: averages of aligned runs of `block` texels along `axis`, on a grid
// squeezed by `block`; box-blur-block-average.glsl). The window of output texel i is the input
// texels [lo, hi), lo = i − radius, hi = i + radius + 1. Split at the block boundaries
// a = ⌈lo / block⌉ · block and b = ⌊hi / block⌋ · block (block is a power of two, so the
// divisions are exact): the ragged ends [lo, a) and [b, hi) (at most block − 1 texels each) are
// read from the input, the whole blocks [a, b) from the coarse level. Every run is read two
// texels (or blocks) per linear read placed on the boundary between them, where the filter
// weighs both exactly ½; an odd run's last one is read at its centre, alone; reads past a run
// count 0. P reads cover an end, B reads the middle. The texels just outside the
// window weigh `edge` (a fractional radius; `edgeTaps` is 1 when edge > 0, else 0); the sum is
// scaled by `scale` (1 / (2 · radius + 1 + 2 · edge)). So the reads per texel are about
// block + window / (2 · block) whatever the radius (block ≈ √(window / 2)).
//
// Template: BoxBlur+Apply.swift instantiates one kernel per pair of read counts (constants, so the
// loops unroll) by replacing "boxBlurBlocks4x8" with "boxBlurBlocks<P>x<B>", "_partial = 4;"
// with "_partial = <P>;" and "_blocks = 8;" with "_blocks = <B>;".

const int boxBlurBlocks4x8_partial = 4;
const int boxBlurBlocks4x8_blocks = 8;

vec4 boxBlurBlocks4x8(vec2 destCoord, vec2 axis, float radius, float block, float edge, int edgeTaps, float scale) {
    vec2 across = destCoord * (vec2(1.0) - axis);
    float lo = floor(dot(destCoord, axis)) - radius;
    float hi = lo + 2.0 * radius + 1.0;
    float a = ceil(lo / block) * block;
    float b = floor(hi / block) * block;
    vec4 sum = vec4(0.0);
    for (int k = 0; k < boxBlurBlocks4x8_partial; k++) {
        float step = float(2 * k);
        float nl = clamp(a - lo - step, 0.0, 2.0), nr = clamp(hi - b - step, 0.0, 2.0);
        vec4 l = input0Linear(across + axis * (lo + step + (nl > 1.5 ? 1.0 : 0.5)));
        vec4 r = input0Linear(across + axis * (b + step + (nr > 1.5 ? 1.0 : 0.5)));
        sum += (nl > 0.5 ? nl * l : vec4(0.0)) + (nr > 0.5 ? nr * r : vec4(0.0));
    }
    float first = a / block, count = (b - a) / block;
    for (int k = 0; k < boxBlurBlocks4x8_blocks; k++) {
        float step = float(2 * k);
        float n = clamp(count - step, 0.0, 2.0);
        vec4 c = input1Linear(across + axis * (first + step + (n > 1.5 ? 1.0 : 0.5)));
        sum += n > 0.5 ? (n * block) * c : vec4(0.0);
    }
    for (int k = 0; k < edgeTaps; k++) {
        sum += edge * (input0Texel(across + axis * (lo - 0.5)) + input0Texel(across + axis * (hi + 0.5)));
    }
    return sum * scale;
}
