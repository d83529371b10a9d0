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
