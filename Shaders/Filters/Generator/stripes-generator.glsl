// Vertical stripes of `width` px starting at `center`: color0 where floor((x − cx) / width) is
// even, color1 elsewhere; `sharpness` blends across each edge as in checkerboardGenerator.
vec4 stripesGenerator(vec2 destCoord, vec2 center, vec4 color0, vec4 color1, float width, float sharpness) {
    float q = (destCoord.x - center.x) / width;
    float cell = floor(q);
    bool even = mod(cell, 2.0) < 0.5;
    float edge = (0.5 - abs(q - cell - 0.5)) * width;
    float blur = (1.0 - sharpness) * width * 0.5;
    float own = blur > 0.0 ? 0.5 + 0.5 * clamp(edge / blur, 0.0, 1.0) : 1.0;
    return even ? mix(color1, color0, own) : mix(color0, color1, own);
}
