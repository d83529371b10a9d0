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
