/// A soft shadow behind the image: its coverage blurred by a Gaussian of `radius`, moved by
/// `offset`, tinted `color` at `opacity`, with the image composited over it
/// (`DropShadow+Apply.swift`).
// filter: dropShadow
// category: stylize
// coreImage: no
// doc: Casts a soft shadow of the image's coverage behind it.
// apply: custom
// skip: opacity == 0
// uniform vec2 offset;    // = vec2(5.0, -5.0); range -1000..1000; slider -50..50; type vector; unit px; nonFinite 0; Displacement of the shadow in pixels (y up).
// uniform float radius;   // = 4; range 0..100; slider 0..30; unit px; nan 0; Softness: Gaussian standard deviation of the shadow's edge, in pixels.
// uniform vec4 color;     // = vec4(0.0, 0.0, 0.0, 1.0); type color; Shadow colour (linear RGBA, not premultiplied).
// uniform float opacity;  // = 0.6; range 0..1; slider 0..1; identity 0; nan 0; Opacity of the shadow.
// Turns a blurred copy of the image into its shadow: the shadow colour (premultiplied) times the
// blurred coverage times opacity.
vec4 dropShadow(vec4 blurred, vec2 destCoord, vec4 color, float opacity) {
    return color * clamp(blurred.a * opacity, 0.0, 1.0);
}
