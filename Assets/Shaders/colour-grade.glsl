// Colour grade: a look from a lookup-table image, the way grading tools export them.
// kind: color
//
// `lut` is a 3D table stored as a strip of N tiles of N×N texels side by side (N² × N, e.g.
// 256×16 or 1024×32): red runs across a tile, green down it from its top row, blue picks the
// tile (grading tools' layout, which the built-in colorLookup filter reads too). An identity strip
// leaves colours unchanged; grade a screenshot with the identity strip pasted in, in any photo
// editor, and save the strip. The table is indexed by sRGB-encoded colour (the default linear
// working space).
uniform sampler2D lut; // The look: an N²×N lookup strip (luts/warm.png is one).
uniform float size; // = 16.0; range 2..64; unit texels; Entries per axis: the strip's height.
uniform float intensity; // = 1.0; range 0..1; identity 0; How much of the look to apply.

vec3 colourGrade_lookup(vec3 c) {
    float n = size;
    float blue = c.b * (n - 1.0);
    float tile0 = floor(blue);
    float tile1 = min(tile0 + 1.0, n - 1.0);
    vec2 inTile = c.rg * (n - 1.0) + 0.5;
    vec3 a = texture(lut, vec2((tile0 * n + inTile.x) / (n * n), 1.0 - inTile.y / n)).rgb;
    vec3 b = texture(lut, vec2((tile1 * n + inTile.x) / (n * n), 1.0 - inTile.y / n)).rgb;
    return mix(a, b, blue - tile0);
}

vec4 kernel(vec4 color, vec2 pos) {
    vec4 c = glaze_unpremultiply(color);
    vec3 graded = colourGrade_lookup(glaze_linearToSrgb(clamp(c.rgb, 0.0, 1.0)));
    return glaze_premultiply(vec4(mix(c.rgb, graded, intensity), c.a));
}
