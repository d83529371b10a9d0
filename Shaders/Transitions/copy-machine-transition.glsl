/// A bar of light sweeps across the image like a copy machine's, screen-blended with strength
/// `opacity`, leaving the target behind (Core Image's `CICopyMachineTransition`). The kernel is
/// `sweep-transition.glsl` with `COPY_MACHINE` defined (`CopyMachineTransition+Apply.swift`).
// filter: copyMachineTransition
// category: transition
// display: Copy Machine
// aliases: copyMachine
// doc: Sweeps a bar of light across the image, leaving the target behind it.
// region: extent first
// apply: custom
// uniform vec4 color;    // = vec4(0.6, 1.0, 0.8, 1.0); type color; Colour of the scanning light.
// uniform float angle;   // = 0; type angle; Direction the bar travels (0: left to right).
// uniform float width;   // = 200; range 0.1..500; unit px; Width of the light bar.
// uniform float opacity; // = 1.3; range 0..3; Brightness of the light; above 1 widens its saturated core.
