// Outlines from depth (input1.r: view distance z in game units) over the colour (input0).
// Neighbours at ±w whole pixels along x and along y, w = width rounded (at least 1): texels
// fetched at fractional offsets land asymmetrically (p − 1.5 and p + 1.5 fetch 1 and 2 pixels
// away), which breaks both tests on any steep plane; a line under 1 px fades in by its width. An axis has a depth discontinuity where the
// second difference of 1/z (0 on any plane under perspective) exceeds depthThreshold relative to
// 1/z: |1/z₋ + 1/z₊ − 2/z| · z > depthThreshold; the line goes on the nearer side (z < the
// farther neighbour), so a step gives exactly one line of `width` px on the near surface. Where
// an axis has no discontinuity, a crease is where the surface's slopes on either side (view
// positions (q − center) · pixelScale · z, pixelScale = tan(fov/2) / half the height: the
// normals' tangents). An axis whose neighbours fall outside `bounds` (the image: minX, minY, maxX,
// maxY) finds nothing, so the image's edges are not lines. turn by more than
// normalThreshold: 1 − cos(angle) > normalThreshold. Lines mix in lineColor (premultiplied).

vec3 depthOutline_position(vec2 q, float z, vec2 center, float pixelScale) {
    return vec3((q - center) * pixelScale * z, z);
}

float depthOutline_axis(vec2 p, vec2 step, float z, vec2 center, float pixelScale,
                        float depthThreshold, float normalThreshold, vec4 bounds) {
    vec2 lo = p - step, hi = p + step;
    if (lo.x < bounds.x || lo.y < bounds.y || hi.x > bounds.z || hi.y > bounds.w) return 0.0;
    float zm = max(input1Texel(p - step).r, 1e-6);
    float zp = max(input1Texel(p + step).r, 1e-6);
    float jump = abs(1.0 / zm + 1.0 / zp - 2.0 / z) * z;
    if (jump > depthThreshold) return z < max(zm, zp) ? 1.0 : 0.0;
    vec3 c = depthOutline_position(p, z, center, pixelScale);
    vec3 before = c - depthOutline_position(p - step, zm, center, pixelScale);
    vec3 after = depthOutline_position(p + step, zp, center, pixelScale) - c;
    float turn = 1.0 - dot(before, after) / max(length(before) * length(after), 1e-12);
    return turn > normalThreshold ? 1.0 : 0.0;
}

vec4 depthOutline(vec2 destCoord, float pixelScale, vec2 center, vec4 bounds, float width, vec4 color,
                  float depthThreshold, float creaseThreshold) {
    vec4 pixel = input0Texel(destCoord);
    float z = max(input1Texel(destCoord).r, 1e-6);
    float reach = max(floor(width + 0.5), 1.0);
    float edge = max(depthOutline_axis(destCoord, vec2(reach, 0.0), z, center, pixelScale, depthThreshold,
                                       creaseThreshold, bounds),
                     depthOutline_axis(destCoord, vec2(0.0, reach), z, center, pixelScale, depthThreshold,
                                       creaseThreshold, bounds));
    return mix(pixel, color, edge * min(width, 1.0));
}
