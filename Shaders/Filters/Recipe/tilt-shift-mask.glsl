// Tilt-shift mask: the blurred image shows in proportion to the distance from the horizontal
// focus line at `centerY`, reaching the full blur `band` pixels away (Core Image's recipe:
// two linear gradients added into a mask for blendWithMask).
vec4 tiltShiftMask(vec4 sharp, vec4 blurred, vec2 destCoord, float centerY, float band) {
    float t = clamp(abs(destCoord.y - centerY) / max(band, 1e-3), 0.0, 1.0);
    return mix(sharp, blurred, t);
}
