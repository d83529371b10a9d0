/// A 3D colour lookup table (Core Image's `CIColorCube`).
///
/// Each unpremultiplied colour, clamped to 0...1, is looked up in `cubeData` with trilinear
/// interpolation between grid points; entries are premultiplied RGBA (as in Core Image), and the
/// result is scaled by the input's alpha. A `color` kernel reading a 3D texture: any colour effect
/// that ignores position can be baked into one lookup and still fuse with its neighbours. The
/// table is uploaded once per render context (compared by identity: reuse the same
/// ``LookupTable`` object). Load tables with ``LookupTable/load(cubeFile:)`` or
/// ``LookupTable/load(pngStrip:)`` (`ColorCube+Apply.swift`).
///
/// Without a valid table (nil, size outside 2...64, or not size³ × 4 values) the input passes through.
// filter: colorCube
// category: colorEffect
// doc: Maps every colour through a 3D lookup table.
// apply: custom
// property: cubeData: LookupTable?; The table: `size`³ premultiplied RGBA entries, red fastest (it carries its own size).
// uniform int cubeDimension; // = 2; range 2..64; slider 2..64; swift Int; Entries per axis of the identity table a filter built by name holds (it passes colours through); a table set in Swift (cubeData) has its own size.
// uniform bool srgbDomain;   // = false; identity default; Look up sRGB-encoded colours and decode the result (for .cube and PNG tables authored on display values).

// A 3D colour lookup table (Core Image's CIColorCube): the unpremultiplied colour, clamped to
// 0...1, indexes the cube between its first and last entries with trilinear filtering; entries
// are premultiplied RGBA and the result is scaled by the input's alpha. When srgbDomain is 1
// the colour is sRGB-encoded before the lookup and the entry decoded after it, for tables
// authored on display values (.cube files, PNG LUTs, the photo effects).
vec4 colorCube(vec4 color, vec2 destCoord, sampler3D cube, float cubeSize, float srgbDomain) {
    vec4 c = glaze_unpremultiply(color);
    vec3 v = c.rgb;
    if (srgbDomain > 0.5) v = glaze_linearToSrgb(v);
    v = clamp(v, 0.0, 1.0);
    vec3 uvw = v * ((cubeSize - 1.0) / cubeSize) + vec3(0.5 / cubeSize);
    vec4 entry = glaze_sanitize(texture(cube, uvw));
    if (srgbDomain > 0.5) {
        vec4 u = glaze_unpremultiply(entry);
        entry = vec4(glaze_srgbToLinear(u.rgb) * u.a, u.a);
    }
    return entry * color.a;
}
