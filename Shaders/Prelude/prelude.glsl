// Helpers available to every kernel. Prepended to each fused fragment program after #version.

// GLSL ES 3.00 has no default float precision in fragment shaders nor any for sampler3D;
// desktop GLSL accepts and ignores these (every program is compiled as either).
precision highp float;
precision highp int;
precision highp sampler2D;
precision highp sampler3D;

// Pixel centre test against a rect given as (minX, minY, maxX, maxY).
bool glaze_inside(vec2 p, vec4 r) {
    return p.x >= r.x && p.y >= r.y && p.x < r.z && p.y < r.w;
}

vec4 glaze_unpremultiply(vec4 c) {
    // One reciprocal instead of three divisions (divisions are slow on CPU rasterisers).
    return c.a > 0.0 ? vec4(c.rgb * (1.0 / c.a), c.a) : vec4(0.0);
}

vec4 glaze_premultiply(vec4 c) {
    return vec4(c.rgb * c.a, c.a);
}

// Texture reads. Leaves address textures in texel space (texel i covers [i, i + 1), its centre
// at i + 0.5), so a read at a texel centre returns exactly that texel (no neighbour leaks in,
// whatever the texture size), and texels that need decoding are decoded and premultiplied
// before they are mixed. Outside the texture everything is transparent, as in
// Core Image; clampedToExtent() is the way to extend edge pixels instead.

// Clamps texel index `i` into `s`; returns whether it was inside.
bool glaze_clampTexel(sampler2D s, inout ivec2 i) {
    ivec2 size = textureSize(s, 0);
    ivec2 inside = clamp(i, ivec2(0), size - 1);
    bool wasInside = inside == i;
    i = inside;
    return wasInside;
}

// One texel as stored; transparent outside the texture.
vec4 glaze_texel(sampler2D s, ivec2 i) {
    bool inside = glaze_clampTexel(s, i);
    vec4 c = texelFetch(s, i, 0);
    return inside ? c : vec4(0.0);
}

// Splits texel-space `t` into the lower-left texel `i` of its bilinear footprint and the
// weights (0...1) of the texels to the right and above; exactly 0 at a texel centre.
vec2 glaze_bilinearSplit(vec2 t, out ivec2 i) {
    vec2 c = t - 0.5;
    vec2 f = floor(c);
    i = ivec2(f);
    return c - f;
}

// Bilinear mix of four texels (lower-left, lower-right, upper-left, upper-right).
vec4 glaze_bilerp(vec4 c00, vec4 c10, vec4 c01, vec4 c11, vec2 f) {
    return mix(mix(c00, c10, f.x), mix(c01, c11, f.x), f.y);
}

#ifdef GLAZE_EMULATE_BORDER
// OpenGL ES 3.0 without GL_EXT_texture_border_clamp (GLCapabilities.adaptingShader defines
// GLAZE_EMULATE_BORDER): glaze_sampleTexture's hardware reads come here, through a clamp-to-edge
// sampler. A transparent border
// under bilinear filtering scales the edge-clamped value by each axis' share of inside texels,
// clamp(u * size + 0.5, 0, 1) at the low edge and clamp((1 - u) * size + 0.5, 0, 1) at the high.
vec4 glaze_borderTexture(sampler2D s, vec2 uv) {
    vec2 size = vec2(textureSize(s, 0));
    vec2 inside = clamp(uv * size + 0.5, 0.0, 1.0) * clamp((1.0 - uv) * size + 0.5, 0.0, 1.0);
    return texture(s, uv) * (inside.x * inside.y);
}
#endif

// The hardware's bilinear filter at texel-space `t` (transparent outside the texture), for
// reads that sit between texel centres (the linear-sampled taps of blurs): no texel-centre test,
// which measured 1.4x the cost of a 7-tap pass on llvmpipe.
vec4 glaze_sampleTextureLinear(sampler2D s, vec2 t) {
#ifdef GLAZE_EMULATE_BORDER
    return glaze_borderTexture(s, t / vec2(textureSize(s, 0)));
#else
    return texture(s, t / vec2(textureSize(s, 0)));
#endif
}

// The share of the bilinear footprint at texel-space `t` that lies inside `s` (1 at every texel
// centre inside, 0 at every one outside): the alpha of an opaque texture read with a transparent
// border, so an opaque source's alpha is set after the hardware filter instead of on each texel.
float glaze_coverage(sampler2D s, vec2 t) {
    vec2 size = vec2(textureSize(s, 0));
    vec2 inside = clamp(t + 0.5, 0.0, 1.0) * clamp(size - t + 0.5, 0.0, 1.0);
    return inside.x * inside.y;
}

// Bilinear read of a texture that already holds premultiplied working-space colour
// (intermediates, converted uploads) at texel-space `t`: exactly one texel at a texel centre,
// the hardware's bilinear filter elsewhere (the sampler is transparent outside). Filtering in the
// shader instead measured 2x slower for multi-tap kernels on llvmpipe.
vec4 glaze_sampleTexture(sampler2D s, vec2 t) {
    vec2 c = t - 0.5;
    if (c == floor(c)) return glaze_texel(s, ivec2(c));
    return glaze_sampleTextureLinear(s, t);
}

// The sRGB transfer functions (IEC 61966-2-1), extended to negatives by symmetry. `pow` is
// exp2(log2(x) * y) on CPU rasterisers (two polynomial evaluations per channel), so the curved
// segments are fitted (minimax) on three nested square roots, one instruction each:
// - decode: ((a + 0.055) / 1.055)^2.4 = t^2 * t^0.4, t^0.4 fitted on t, t^1/2, t^1/4, t^1/8 and 1;
//   relative error under 2e-6 on 0.04045...1 (every 8-bit code decodes to within 1e-6);
// - encode: 1.055 * a^(1/2.4) - 0.055 fitted on a, a^1/2, a^1/4 and a^1/8; within 0.012/255 of
//   the exact curve on 0.0031308...1 (every 8-bit code round-trips), 0.004 off at a = 4.
// SRGBTransferTests checks both against the exact curves for all 256 8-bit codes.
vec3 glaze_srgbToLinear(vec3 c) {
    vec3 a = abs(c);
    vec3 t = a * (1.0 / 1.055) + (0.055 / 1.055);
    vec3 s1 = sqrt(t);
    vec3 s2 = sqrt(s1);
    vec3 s3 = sqrt(s2);
    vec3 curve = t * t * (-0.00968034401 * t + 0.473210076 * s1 + 0.946733736 * s2 - 0.509022754 * s3 + 0.0987585107);
    vec3 l = mix(curve, a * (1.0 / 12.92), lessThanEqual(a, vec3(0.04045)));
    return sign(c) * l;
}

vec3 glaze_linearToSrgb(vec3 c) {
    vec3 a = abs(c);
    vec3 s1 = sqrt(a);
    vec3 s2 = sqrt(s1);
    vec3 s3 = sqrt(s2);
    vec3 curve = -0.0175637283 * a + 0.642367382 * s1 + 0.712108455 * s2 - 0.336869082 * s3;
    vec3 s = mix(curve, a * 12.92, lessThanEqual(a, vec3(0.0031308)));
    return sign(c) * s;
}

// Replaces NaN with 0 and clamps infinities, so no kernel can write NaN pixels.
vec4 glaze_sanitize(vec4 c) {
    bvec4 bad = isnan(c);
    c = vec4(bad.x ? 0.0 : c.x, bad.y ? 0.0 : c.y, bad.z ? 0.0 : c.z, bad.w ? 0.0 : c.w);
    return clamp(c, vec4(-65504.0), vec4(65504.0));
}

// Rec. 709 luma of a linear colour.
float glaze_luma(vec3 c) {
    return dot(c, vec3(0.2126, 0.7152, 0.0722));
}

// A hash in 0...1 from a 2D coordinate and a seed (stable across GPUs: integer arithmetic).
float glaze_hash(vec2 p, float seed) {
    uvec2 q = uvec2(ivec2(floor(p))) * uvec2(1597334673u, 3812015801u);
    uint n = (q.x ^ q.y ^ (uint(seed) * 2654435761u)) * 1597334673u;
    n ^= n >> 16;
    n *= 2246822519u;
    n ^= n >> 13;
    return float(n) / 4294967295.0;
}

