// Eye adaptation, step 2: moves the adapted log2 luminance (history.r; alpha 0 means none yet)
// towards the frame's measured one (measured.r) by 1 − exp(−deltaTime · speed), with `speedUp`
// when the frame is brighter and `speedDown` when it is darker (per second), so the remaining
// difference decays as exp(−t · speed) whatever the frame rate. Alpha 1 marks a valid state.
vec4 autoExposureAdapt(vec4 measured, vec4 history, vec2 destCoord, float deltaTime, float speedUp,
                       float speedDown) {
    float target = measured.r;
    if (history.a < 0.5) return vec4(target, 0.0, 0.0, 1.0);
    float speed = target > history.r ? speedUp : speedDown;
    float adapted = history.r + (target - history.r) * (1.0 - exp(-deltaTime * speed));
    return vec4(adapted, 0.0, 0.0, 1.0);
}
