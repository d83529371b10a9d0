/// A `count`×1 image at the area's origin whose pixel `i` holds, per channel, the fraction of
/// the area's pixels whose value falls in bin `i`, times `scale` (Core Image's `CIAreaHistogram`).
///
/// Bins split 0...1 evenly: a value `v` (premultiplied, in the working space, clamped to 0...1)
/// falls in bin `min(floor(v · count), count - 1)`. Each channel, alpha included, gets its own
/// histogram; with `scale` 1 each channel of the result sums to 1. Pixels of the area outside the
/// input's extent count as transparent.
///
/// GL 3.3 has no compute shaders or atomics and Glaze leaves blending off, so the histogram is
/// gathered rather than scattered: a first pass writes a `count` × bands image where texel
/// (i, b) counts the pixels of a band of rows that fall in bin i (each fragment loops over about
/// 4096 pixels), then `AreaReduction` passes average the bands down to one row. The cost is
/// `count` reads of every pixel, spread over `count` × bands fragments (`AreaHistogram+Apply.swift`).
// filter: areaHistogram
// category: reduction
// method: none
// apply: custom
// doc: A count x 1 image: per channel, the fraction of the area's pixels in each of count bins.
// uniform vec4 extent; // = vec4(0.0, 0.0, 640.0, 80.0); range -1e6..1e6; slider 0..1920; unit px; swift Rect; clamp area; The area (x, y, width, height) in working-space pixels; rounded out to whole pixels, width and height 1...16384.
// uniform int count;   // = 64; range 1..256; slider 1..256; swift Int; Number of bins over 0...1; the output is this many pixels wide.
// uniform float scale; // = 1; range 0..1e4; slider 0..100; Multiplies each bin's fraction of pixels (1: each channel sums to 1).

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
