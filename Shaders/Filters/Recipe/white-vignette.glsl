// White vignette (Core Image's recipe for faces): a radial shade, clear within `radius` of
// `center` and ramping linearly to `intensity` white over `falloff` pixels, laid over the image.
vec4 whiteVignette(vec4 color, vec2 destCoord, vec2 center, float radius, float falloff, float intensity) {
    float a = intensity * clamp((length(destCoord - center) - radius) / max(falloff, 1e-3), 0.0, 1.0);
    return vec4(a) + color * (1.0 - a);
}
