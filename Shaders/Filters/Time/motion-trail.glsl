/// A smear behind moving things (a feedback effect on an ``ImageAccumulator``): the exponential
/// moving average `mix(frame, previous result, 0.5^(deltaTime / halfLife))`, so the previous
/// frames' weight halves every `halfLife` seconds at any frame rate. A two-input `color` kernel:
/// fuses with its neighbours (`MotionTrail+Apply.swift`).
// filter: motionTrail
// category: stylize
// coreImage: no
// doc: Smears moving things with a moving average of the frames (needs the previous frame).
// apply: custom
// uniform sampler2D history; // The previous result: the accumulator's image.
// uniform float halfLife;    // = 0.05; range 0..10; slider 0..0.5; identity 0; unit s; Seconds for the previous frames' weight to halve; 0 shows no trail.
// uniform float deltaTime;   // = 0.016666666666666666; range 0..1; slider 0..0.1; unit s; Seconds since the previous frame (the fade per frame is 0.5^(deltaTime / halfLife)).

// Motion trail: an exponential moving average of the frames, mix(current, history, persistence)
// with persistence = 0.5^(frame time / half-life): moving things smear behind them.
vec4 motionTrail(vec4 current, vec4 history, vec2 destCoord, float persistence) {
    return mix(current, history, persistence);
}
