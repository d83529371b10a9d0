// Eye adaptation, step 3: scales colour so the adapted log-average luminance (state.r) maps to
// `key` (middle grey), the exposure limited to minEV...maxEV stops; no state yet (alpha 0)
// leaves colour unchanged. Feed the result to tone mapping.
vec4 autoExposureApply(vec4 color, vec4 state, vec2 destCoord, float key, float minEV, float maxEV) {
    float ev = state.a > 0.5 ? clamp(log2(key) - state.r, minEV, maxEV) : 0.0;
    return color * exp2(ev);
}
