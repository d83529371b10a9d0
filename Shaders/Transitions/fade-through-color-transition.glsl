/// Fades to a colour, optionally holds it, then fades to the target: the game programmer's
/// "fade to black" (or white, for a flash).
// filter: fadeThroughColor
// category: transition
// display: Fade Through Color
// coreImage: no
// aliases: fadeToBlack
// doc: Fades to a colour, holds it, then fades to the target.
// uniform vec4 color; // = vec4(0.0, 0.0, 0.0, 1.0); type color; The colour passed through (black: fade to black).
// uniform float hold; // = 0; range 0..0.9; Fraction of the transition spent fully on the colour.

// Fade through a colour: the source fades to `color` (premultiplied), holds it for a fraction
// `hold` of the transition, then fades to the target.

vec4 fadeThroughColorTransition(vec2 destCoord, float progress, vec4 color, float hold) {
    if (progress <= 0.0) return getFromColor(destCoord);
    if (progress >= 1.0) return getToColor(destCoord);
    float ramp = 0.5 * (1.0 - clamp(hold, 0.0, 0.9));
    if (progress < ramp) return mix(getFromColor(destCoord), color, progress / ramp);
    if (progress > 1.0 - ramp) return mix(color, getToColor(destCoord), (progress - (1.0 - ramp)) / ramp);
    return color;
}
