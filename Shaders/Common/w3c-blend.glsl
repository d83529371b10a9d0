// W3C Compositing and Blending Level 1, the general formula shared by every blend mode, on
// premultiplied colour (source = this image, backdrop = background):
// co = cs·(1 − αb) + cb·(1 − αs) + αs·αb·B(cb/αb, cs/αs), αo = αs + αb·(1 − αs).
// A blend-mode kernel `vec4 name(vec4 source, vec4 background, vec2 destCoord)` has the body
// GLAZE_W3C_SEPARABLE(B1), B1(cb, cs) blending one channel, or GLAZE_W3C_NONSEPARABLE(B), B(cb, cs)
// blending unpremultiplied RGB.
vec3 glaze_w3cUnpremultiply(vec4 c) {
    return c.a > 0.0 ? c.rgb / c.a : vec3(0.0);
}

vec4 glaze_w3cBlend(vec4 source, vec4 background, vec3 blended) {
    vec3 co = source.rgb * (1.0 - background.a) + background.rgb * (1.0 - source.a) + source.a * background.a * blended;
    return vec4(co, source.a + background.a * (1.0 - source.a));
}

#define GLAZE_W3C_NONSEPARABLE(B) return glaze_w3cBlend(source, background, B(glaze_w3cUnpremultiply(background), glaze_w3cUnpremultiply(source)))
#define GLAZE_W3C_SEPARABLE(B1) vec3 cs = glaze_w3cUnpremultiply(source), cb = glaze_w3cUnpremultiply(background); return glaze_w3cBlend(source, background, vec3(B1(cb.r, cs.r), B1(cb.g, cs.g), B1(cb.b, cs.b)))
