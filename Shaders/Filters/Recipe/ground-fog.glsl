/// A sheet of drifting ground fog (the 2012 games demo's recipe): grey value noise shaped by a
/// linear gradient (full at `point0`, gone at `point1`) and laid over the image; animate
/// `offset` to move it. Deterministic; one colour kernel (`ground-fog-layer.glsl`, applied in
/// `GroundFog+Apply.swift`). Density 0 leaves the image unchanged.
// filter: groundFog
// category: recipe
// coreImage: no
// doc: Lays drifting grey fog over the image, thick at one point and fading towards another.
// skip: !(density > 0)
// apply: custom
uniform vec2 offset;   // = vec2(0, 0); linked; range -1e6..1e6; slider -500..500; unit px; type vector; Translation of the fog's noise; animate it to make the fog drift.
uniform vec4 color;    // = vec4(0.8, 0.8, 0.8, 1); type color; Colour of the fog (linear RGBA, not premultiplied).
uniform float density; // = 0.8; linked; range 0..1; slider 0..1; identity 0; Opacity of the densest fog.
uniform vec2 point0;   // = vec2(0, 0); linked; type position; Where the fog is full, in pixels (usually the ground).
uniform vec2 point1;   // = vec2(0, 200); linked; type position; Where the fog has faded out, in pixels.
uniform float scale;   // = 48; linked; range 2..1000; slider 8..200; type distance; unit px; Size of the fog's billows, in pixels.
