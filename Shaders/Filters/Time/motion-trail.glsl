// Motion trail: an exponential moving average of the frames, mix(current, history, persistence)
// with persistence = 0.5^(frame time / half-life): moving things smear behind them.
vec4 motionTrail(vec4 current, vec4 history, vec2 destCoord, float persistence) {
    return mix(current, history, persistence);
}
