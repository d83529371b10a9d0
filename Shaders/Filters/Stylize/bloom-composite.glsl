// Adds the glow to the image: rgb + intensity · glow.rgb (additive, may exceed 1 for HDR), and
// the glow's coverage screened into alpha so halos around sprites stay valid premultiplied.
vec4 bloomComposite(vec4 color, vec4 glow, vec2 destCoord, float intensity) {
    vec4 g = max(glow, vec4(0.0)) * intensity;
    return vec4(color.rgb + g.rgb, clamp(color.a + g.a * (1.0 - color.a), 0.0, 1.0));
}
