/// Grey from the darkest channel (Core Image's `CIMinimumComponent`): `rgb' = min(r, g, b)`.
// filter: minimumComponent
// category: colorEffect
// doc: Replaces each colour by the grey of its smallest channel.
// kind: color

// Premultiplication commutes with min, so no unpremultiply is needed.
vec4 kernel(vec4 color, vec2 pos) {
    return vec4(vec3(min(color.r, min(color.g, color.b))), color.a);
}
