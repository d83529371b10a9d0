/// An old projected film (Core Image's Old Film recipe plus the 2012 games demo): sepia, white
/// specks and dark vertical scratches that change every frame, camera jitter, a flickering
/// bulb and a vignette. Deterministic for a seed and time (24 frames per second). Every stage is
/// a colour kernel, a colour matrix or a translation, so the whole look is one pass.
// filter: oldFilm
// category: recipe
// coreImage: no
// doc: Sepia, specks, scratches, jitter, flicker and vignette: an old projected film.
// apply: custom
// uniform float time; // = 0; range 0..100000; slider 0..10; unit s; Time in seconds; the damage, jitter and flicker change 24 times a second.
// uniform int seed; // = 0; range 0..1000; slider 0..100; Picks an independent, repeatable sequence of frames.
// uniform float specks; // = 0.3; range 0..1; Density of white specks.
// uniform float scratches; // = 0.3; range 0..1; Density of dark vertical scratches.
// uniform float jitter; // = 1; range 0..20; slider 0..5; unit px; Largest camera shake per frame, in pixels.
// uniform float flicker; // = 0.3; range 0..1; Strength of the projector bulb's flicker (1: brightness varies ±30 %).
// uniform float vignette; // = 0.6; range 0..1; Darkening of the corners.
// Old-film damage for one frame (`frameSeed`, picked per frame on the CPU): white specks on a
// 2-pixel grid (a fraction 0.002 · specks of the cells light up) and dark scratches in cells
// 1.5 px wide and 25 px tall, as Core Image's recipe stretches noise (a fraction
// 0.004 · scratches of the cells darken by 70 %). Premultiplied; alpha kept.
vec4 oldFilmDamage(vec4 color, vec2 destCoord, float frameSeed, float specks, float scratches) {
    vec2 speckCell = floor(destCoord / 2.0);
    float speck = glaze_hash(speckCell, frameSeed + 2.0) > 1.0 - 0.002 * specks ? 1.0 : 0.0;
    vec2 scratchCell = vec2(floor(destCoord.x / 1.5), floor(destCoord.y / 25.0));
    float scratch = glaze_hash(scratchCell, frameSeed + 4.0) > 1.0 - 0.004 * scratches ? 1.0 : 0.0;
    vec3 rgb = mix(color.rgb, vec3(color.a), speck);
    return vec4(rgb * (1.0 - 0.7 * scratch), color.a);
}
