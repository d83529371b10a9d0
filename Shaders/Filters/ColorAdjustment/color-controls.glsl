/// Saturation, brightness and contrast in one colour matrix (Core Image's `CIColorControls`).
///
/// On unpremultiplied colour, in this order: saturation mixes each colour with its Rec. 709 luma
/// (`luma + (c - luma) · saturation`), brightness adds to every channel, contrast scales around
/// 0.5 (`(c - 0.5) · contrast + 0.5`). The whole filter is one affine map, so it folds with
/// neighbouring matrix filters into a single matrix (`ColorControls+Apply.swift`).
// filter: colorControls
// category: colorAdjustment
// doc: Adjusts saturation, brightness and contrast with one colour matrix.
// apply: custom
uniform float saturation; // = 1; range 0..4; slider 0..2; identity 1; 0 gives grey (Rec. 709 luma), 1 leaves colour unchanged, above 1 is more saturated.
uniform float brightness; // = 0; range -1..1; identity 0; Added to every colour channel after the saturation change.
uniform float contrast;   // = 1; range 0..4; slider 0.25..4; identity 1; Scales colour around 0.5 after the brightness change; 1 leaves it unchanged.
