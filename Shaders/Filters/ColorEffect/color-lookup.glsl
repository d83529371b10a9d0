/// Grades colour through a lookup-table image, the 2D LUT textures of game engines and
/// colour-grading tools (ReShade, GPUImage, Unreal's strips): a strip of N tiles of N×N pixels
/// (N²×N, e.g. 1024×32) or a square grid of √N×√N such tiles (e.g. 512×512 for N = 64).
///
/// Tile `b` holds blue level `b`, tiles run left to right, then top to bottom; inside a tile red
/// grows to the right and green downwards from the tile's top row (``LookupTable/load(pngStrip:)``'s
/// layout). Each unpremultiplied colour, clamped to 0...1, is looked up with trilinear
/// interpolation between the eight nearest entries, and the result is scaled by the input's alpha:
/// the same lookup as ``ColorCube`` with the table read from those pixels, so a grade authored as a
/// PNG (or a LUT texture of the game's) is one image parameter, in an effect file, the CLI or C.
///
/// The kernel reads the table at coordinates other than the output's (a transition-style kernel,
/// as ``ColorMap``): it fuses with colour kernels before it. An image of no LUT layout (or of
/// N outside 2...64) passes the input through (`ColorLookup+Apply.swift`).
// filter: colorLookup
// category: colorEffect
// coreImage: no
// doc: Grades colour through a lookup-table image (a strip or grid of LUT tiles).
// apply: custom
// uniform sampler2D lookupImage; // swift Image; The table: N tiles of N×N pixels in a strip (N²×N, e.g. 1024×32) or a square grid (e.g. 512×512).
// uniform bool srgbDomain;       // = true; Look up sRGB-encoded colours and interpolate sRGB-encoded entries, then decode (tables authored on display values, in the default linear working space); off in a 'none' working space.

// The entry at red r, green g, blue b (0...n-1) of the table in `lookupRect` (minX, minY,
// width, height in working-space pixels), `tiles` tiles per row, as display-encoded premultiplied
// RGBA when srgbDomain is 1. Reads the texel centre, so filtering never mixes neighbours.
vec4 colorLookup_entry(vec4 lookupRect, float n, float tiles, vec3 rgb, float srgbDomain) {
    float tileX = mod(rgb.b, tiles) * n, tileTop = floor(rgb.b / tiles) * n;
    vec2 q = vec2(lookupRect.x + tileX + rgb.r + 0.5, lookupRect.y + lookupRect.w - (tileTop + rgb.g) - 0.5);
    vec4 entry = glaze_sanitize(getToColor(q));
    if (srgbDomain > 0.5) {
        vec4 u = glaze_unpremultiply(entry);
        entry = vec4(glaze_linearToSrgb(u.rgb) * u.a, u.a);
    }
    return entry;
}

// The trilinear lookup of the input's colour (getFromColor) in the table (getToColor); `lookup`
// = (entries per axis N, tiles per row). Eight texel reads, not two bilinear ones: the hardware
// filter would interpolate entries decoded into the working space, where ColorCube interpolates
// the encoded entries, and the two are meant to agree. The cost on llvmpipe (glaze bench, 256²):
// grade.lookup 6.1 × copy against grade.cube's 1.7 × (its table is one 3D texture); the eight
// reads of a small table stay in a GPU's texture cache. A Swift host grading every frame can use
// ColorCube with the same table (LookupTable.load(pngStrip:) or load(cubeFile:)).
vec4 colorLookup(vec2 destCoord, vec4 lookupRect, vec2 lookup, float srgbDomain) {
    vec4 color = getFromColor(destCoord);
    vec3 v = glaze_unpremultiply(color).rgb;
    if (srgbDomain > 0.5) v = glaze_linearToSrgb(v);
    float n = lookup.x, tiles = lookup.y;
    v = clamp(v, 0.0, 1.0) * (n - 1.0);
    vec3 i0 = min(floor(v), vec3(n - 2.0));
    vec3 f = v - i0;
    vec4 c00 = mix(colorLookup_entry(lookupRect, n, tiles, i0, srgbDomain),
                   colorLookup_entry(lookupRect, n, tiles, i0 + vec3(1.0, 0.0, 0.0), srgbDomain), f.r);
    vec4 c10 = mix(colorLookup_entry(lookupRect, n, tiles, i0 + vec3(0.0, 1.0, 0.0), srgbDomain),
                   colorLookup_entry(lookupRect, n, tiles, i0 + vec3(1.0, 1.0, 0.0), srgbDomain), f.r);
    vec4 c01 = mix(colorLookup_entry(lookupRect, n, tiles, i0 + vec3(0.0, 0.0, 1.0), srgbDomain),
                   colorLookup_entry(lookupRect, n, tiles, i0 + vec3(1.0, 0.0, 1.0), srgbDomain), f.r);
    vec4 c11 = mix(colorLookup_entry(lookupRect, n, tiles, i0 + vec3(0.0, 1.0, 1.0), srgbDomain),
                   colorLookup_entry(lookupRect, n, tiles, i0 + vec3(1.0, 1.0, 1.0), srgbDomain), f.r);
    vec4 entry = mix(mix(c00, c10, f.g), mix(c01, c11, f.g), f.b);
    if (srgbDomain > 0.5) {
        vec4 u = glaze_unpremultiply(entry);
        entry = vec4(glaze_srgbToLinear(u.rgb) * u.a, u.a);
    }
    return entry * color.a;
}
