/// Scales linear colour by 2^ev, like a camera's exposure (Core Image's `CIExposureAdjust`).
/// A colour matrix (`ExposureAdjust+Apply.swift`): folds with neighbouring matrix filters.
// filter: exposureAdjust
// category: colorAdjustment
// doc: Multiplies colour by 2^ev (in the working space).
// showcase: ev = 1.2
// apply: custom
uniform float ev; // = 0.5; range -10..10; slider -2..2; identity 0; unit EV; Exposure change in stops: colour is multiplied by 2^ev.
