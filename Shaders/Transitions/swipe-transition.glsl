/// A soft band wipes across the image like a windshield wiper, tinted by `color` at `opacity`,
/// revealing the target (Core Image's `CISwipeTransition`). The kernel is `sweep-transition.glsl`
/// with `SWIPE` defined (`SwipeTransition+Apply.swift`).
// filter: swipeTransition
// category: transition
// display: Swipe
// aliases: swipe
// doc: Wipes the target in behind a soft band travelling across the image.
// region: extent first
// apply: custom
// uniform vec4 color;    // = vec4(1.0, 1.0, 1.0, 1.0); type color; Tint of the moving band.
// uniform float angle;   // = 0; type angle; Direction the band travels (0: left to right).
// uniform float width;   // = 300; range 0.1..1000; slider 0.1..1000; unit px; Width of the soft band between the images.
// uniform float opacity; // = 0; range 0..1; How strongly the band is tinted with the colour.
