// Blur strength from linear depth (red, game units): 0 up to `start`, rising linearly to 1 at
// `end` (end ≥ start), as opaque grey for MaskedVariableBlur's mask.
vec4 depthBlurMask(vec4 depth, vec2 destCoord, float start, float end) {
    float strength = clamp((depth.r - start) / max(end - start, 1e-6), 0.0, 1.0);
    return vec4(vec3(strength), 1.0);
}
