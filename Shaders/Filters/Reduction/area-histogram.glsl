// First stage of an area histogram. Output texel (i, b) counts, per channel, the pixels of
// band b (rows b*bandRows ... of the area, clipped to the area) whose value falls in bin i of
// `count` bins over 0...1 (bin = floor(clamp(v, 0, 1) * count), 1.0 in the last bin), divided
// by the number of pixels in the band and multiplied by `scale`. The area is `size` pixels at
// `origin`; later passes average the bands (see area-reduce.glsl).
vec4 areaHistogram(vec2 destCoord, vec2 origin, vec2 size, float count, float bandRows, float scale) {
    vec2 cell = floor(destCoord - origin);
    float firstRow = cell.y * bandRows;
    float rows = clamp(size.y - firstRow, 0.0, bandRows);
    vec4 bin = vec4(cell.x);
    vec4 acc = vec4(0.0);
    int width = int(size.x);
    int height = int(rows);
    for (int y = 0; y < height; y++) {
        for (int x = 0; x < width; x++) {
            vec4 v = input0(origin + vec2(float(x), firstRow + float(y)) + 0.5);
            vec4 b = min(floor(clamp(v, 0.0, 1.0) * count), vec4(count - 1.0));
            acc += vec4(equal(b, bin));
        }
    }
    return acc * (scale / max(rows * size.x, 1.0));
}
