// A band `width` px wide sweeps across `extent` (x, y, w, h) along `angle`; the target appears
// behind it, the source stays ahead of it. Compiled twice:
// - as copyMachineTransition (Core Image's CICopyMachineTransition), with
//   sweepTransition_COPY_MACHINE defined: a bar of light coloured `color` (premultiplied),
//   screen-blended with strength `opacity` (above 1 saturates a wider core);
// - as swipeTransition (Core Image's CISwipeTransition), with sweepTransition_SWIPE defined: a
//   soft band tinted by `color` (premultiplied) at `opacity`.

vec4 sweepTransition(vec2 destCoord, float progress, vec4 extent, vec4 color, float angle, float width,
                     float opacity) {
    if (progress <= 0.0) return getFromColor(destCoord);
    if (progress >= 1.0) return getToColor(destCoord);
    float u = glaze_sweepBand(destCoord, progress, extent, angle, width);
    if (u <= 0.0) return getToColor(destCoord);
    if (u >= 1.0) return getFromColor(destCoord);
#ifdef sweepTransition_COPY_MACHINE
    // The copy shows in the trailing part of the bar; the light peaks at its middle.
    float k = clamp((u - 0.3) / 0.4, 0.0, 1.0);
    vec4 base = mix(getToColor(destCoord), getFromColor(destCoord), k * k * (3.0 - 2.0 * k));
    float profile = sin(3.14159265 * u);
    vec4 light = color * clamp(opacity * profile * profile, 0.0, 1.0);
    return base + light - base * light;
#else // sweepTransition_SWIPE
    vec4 c = mix(getToColor(destCoord), getFromColor(destCoord), u * u * (3.0 - 2.0 * u));
    float band = clamp(opacity * (1.0 - abs(2.0 * u - 1.0)), 0.0, 1.0);
    return mix(c, color, band);
#endif
}
