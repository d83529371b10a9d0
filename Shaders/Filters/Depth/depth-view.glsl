/// Shows a linear-depth image (``Image/init(depthTexture:width:height:projection:)``) as grey:
/// white at `near`, black at `far` (game units), linear between and clamped outside, for
/// debugging depth input. A `far` below `near` counts as `near`.
///
/// A `color` kernel: with the linearisation it is one pass.
// filter: depthView
// category: stylize
// coreImage: no
// doc: Shows a linear-depth image as grey: near white, far black.
// kind: color
uniform float near; // = 0; range 0..65504; slider 0..100; unit units; Distance drawn white, in the game's units.
uniform float far;  // = 100; range 0..65504; slider 0..1000; unit units; Distance drawn black, in the game's units (at least near).

// The input's red channel is the linear depth; the result is opaque grey.
vec4 kernel(vec4 color, vec2 pos) {
    float black = max(far, near);
    float grey = clamp((black - color.r) / max(black - near, 1e-6), 0.0, 1.0);
    return vec4(vec3(grey), 1.0);
}
