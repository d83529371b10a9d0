/// Maps white to a colour (Core Image's `CIWhitePointAdjust`): each unpremultiplied channel is
/// scaled by the colour's channel, `rgb' = rgb · color.rgb`, so white becomes `color` and every
/// other colour follows proportionally. A colour matrix (`WhitePointAdjust+Apply.swift`): folds
/// with neighbouring matrix filters.
// filter: whitePointAdjust
// category: colorAdjustment
// doc: Re-maps the white point: multiplies each colour channel by the new white.
// showcase: color = vec4(1.0, 0.75, 0.55, 1.0)
// apply: custom
uniform vec4 color; // = vec4(1.0); type color; identity default; The colour white turns into; every colour is scaled by it per channel (alpha ignored).
