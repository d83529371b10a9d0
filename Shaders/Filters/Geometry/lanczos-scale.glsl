// Stand-alone validation (scripts/check-shaders.sh) sees no emitter macros: declare the input.
#ifndef input0
vec4 input0(vec2 q);
#endif

// One pass of a separable Lanczos-3 resampling along `axis` ((1, 0) horizontal, (0, 1) vertical):
// output coordinate t = input t · scale. The output pixel at t reads input pixel centres c within
// 3 / filterScale of u = t / scale (filterScale = min(scale, 1) widens the kernel when shrinking,
// so it also low-passes), weighted by L((c − u) · filterScale), L(x) = sinc(x) sinc(x / 3) for
// |x| < 3, normalised by the weight sum. Centres outside bounds (the input's first and last pixel
// centres along the axis) are clamped to the edge.
float lanczosScale_weight(float x) {
    x = abs(x);
    if (x < 1e-6) return 1.0;
    if (x >= 3.0) return 0.0;
    float px = 3.14159265 * x;
    return 3.0 * sin(px) * sin(px / 3.0) / (px * px);
}

vec4 lanczosScale(vec2 destCoord, vec2 axis, float scale, float filterScale, int taps, vec2 bounds) {
    float u = dot(destCoord, axis) / scale;
    vec2 across = destCoord * (vec2(1.0) - axis);
    float first = floor(u - 3.0 / filterScale - 0.5) + 0.5;
    vec4 sum = vec4(0.0);
    float weightSum = 0.0;
    for (int k = 0; k < taps; k++) {
        float c = first + float(k);
        float w = lanczosScale_weight((c - u) * filterScale);
        sum += w * input0(across + axis * clamp(c, bounds.x, bounds.y));
        weightSum += w;
    }
    return weightSum != 0.0 ? sum / weightSum : vec4(0.0);
}
