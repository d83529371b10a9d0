/// Trails of bright things that fade with a half-life (a feedback effect on an
/// ``ImageAccumulator``): per premultiplied channel, the brighter of this frame and the previous
/// result times 0.5^(deltaTime / halfLife). A pixel lit once halves every `halfLife` seconds at
/// any frame rate. A two-input `color` kernel: fuses with its neighbours (`Afterimage+Apply.swift`).
///
/// ```swift
/// trails.setImage(frame.applying(Afterimage(history: trails.image, halfLife: 0.2, deltaTime: dt)), in: context)
/// ```
// filter: afterimage
// category: stylize
// coreImage: no
// doc: Leaves fading trails behind bright things (needs the previous frame as its history).
// apply: custom
// uniform sampler2D history; // The previous result: the accumulator's image.
// uniform float halfLife;    // = 0.25; range 0..10; slider 0..2; identity 0; unit s; Seconds for a trail to fade to half its brightness; 0 shows no trail.
// uniform float deltaTime;   // = 0.016666666666666666; range 0..1; slider 0..0.1; unit s; Seconds since the previous frame (the fade per frame is 0.5^(deltaTime / halfLife)).

// Afterimage: the brighter of this frame and the previous result faded by `persistence`
// (0.5^(frame time / half-life)) per premultiplied channel, so a bright pixel leaves a trail that
// halves every half-life whatever the frame rate.
vec4 afterimage(vec4 current, vec4 history, vec2 destCoord, float persistence) {
    return max(current, history * persistence);
}
