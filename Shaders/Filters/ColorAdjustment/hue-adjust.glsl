/// Rotates hue (Core Image's `CIHueAdjust`): a rotation of unpremultiplied RGB about the grey
/// axis (1, 1, 1), so greys stay put. At 2π/3 red becomes green, green blue and blue red. A colour
/// matrix (`HueAdjust+Apply.swift`): folds with neighbouring matrix filters.
// filter: hueAdjust
// category: colorAdjustment
// doc: Rotates the hue of every colour, keeping greys.
// showcase: angle = 2.1
// apply: custom
uniform float angle; // = 0; range -6.283185307179586..6.283185307179586; slider -3.141592653589793..3.141592653589793; identity 0; type angle; unit rad; Hue rotation about the grey axis; 2π/3 turns red into green.
