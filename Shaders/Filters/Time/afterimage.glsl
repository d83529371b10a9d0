// Afterimage: the brighter of this frame and the previous result faded by `persistence`
// (0.5^(frame time / half-life)) per premultiplied channel, so a bright pixel leaves a trail that
// halves every half-life whatever the frame rate.
vec4 afterimage(vec4 current, vec4 history, vec2 destCoord, float persistence) {
    return max(current, history * persistence);
}
