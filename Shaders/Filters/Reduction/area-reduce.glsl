// One level of an area reduction (average, minimum or maximum). The input level's texels sit at
// origin + (m + 0.5) and each stands for `span` pixels of the original area (the last ones in a
// row or column for fewer); the area is `size` pixels. Each output texel combines up to
// factor.x × factor.y (at most 4 × 4) input texels. Averages are weighted by the number of
// original pixels each texel stands for, so every level is the exact mean of its pixels.
// mode: 0 average, 1 minimum, 2 maximum. gain scales the result (1 except for the last level of
// a histogram).
vec4 areaReduce(vec2 destCoord, vec2 origin, vec2 size, vec2 span, vec2 factor, float mode, float gain) {
    vec2 cell = floor(destCoord - origin);
    vec4 acc = mode < 0.5 ? vec4(0.0) : vec4(mode < 1.5 ? 65504.0 : -65504.0);
    float total = 0.0;
    for (int j = 0; j < 4; j++) {
        if (float(j) >= factor.y) break;
        float my = cell.y * factor.y + float(j);
        float cy = clamp(size.y - my * span.y, 0.0, span.y);
        if (cy <= 0.0) break;
        for (int i = 0; i < 4; i++) {
            if (float(i) >= factor.x) break;
            float mx = cell.x * factor.x + float(i);
            float cx = clamp(size.x - mx * span.x, 0.0, span.x);
            if (cx <= 0.0) break;
            vec4 v = input0(origin + vec2(mx, my) + 0.5);
            if (mode < 0.5) {
                acc += v * (cx * cy);
                total += cx * cy;
            } else if (mode < 1.5) {
                acc = min(acc, v);
            } else {
                acc = max(acc, v);
            }
        }
    }
    if (mode < 0.5) acc /= max(total, 1e-30);
    return acc * gain;
}
