/// An old projected film (Core Image's Old Film recipe plus the 2012 games demo): sepia, white
/// specks and dark vertical scratches that change every frame, camera jitter, a flickering
/// bulb and a vignette. Deterministic for a seed and time (24 frames per second). Every stage is
/// a colour kernel (`old-film-damage.glsl`), a colour matrix or a translation, so the whole look
/// is one pass (`OldFilm+Apply.swift`).
// filter: oldFilm
// category: recipe
// coreImage: no
// doc: Sepia, specks, scratches, jitter, flicker and vignette: an old projected film.
// apply: custom
uniform float time;      // = 0; range 0..1e5; slider 0..10; unit s; Time in seconds; the damage, jitter and flicker change 24 times a second.
uniform float seed;      // = 0; range 0..1000; slider 0..100; type integer; Picks an independent, repeatable sequence of frames.
uniform float specks;    // = 0.3; range 0..1; slider 0..1; Density of white specks.
uniform float scratches; // = 0.3; range 0..1; slider 0..1; Density of dark vertical scratches.
uniform float jitter;    // = 1; range 0..20; slider 0..5; type distance; unit px; Largest camera shake per frame, in pixels.
uniform float flicker;   // = 0.3; range 0..1; slider 0..1; Strength of the projector bulb's flicker (1: brightness varies ±30 %).
uniform float vignette;  // = 0.6; range 0..1; slider 0..1; Darkening of the corners.
