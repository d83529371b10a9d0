/// Grey from the brightest channel (Core Image's `CIMaximumComponent`): `rgb' = max(r, g, b)`.
// filter: maximumComponent
// category: colorEffect
// doc: Replaces each colour by the grey of its largest channel.
// kind: color

// Premultiplication commutes with max, so no unpremultiply is needed.
vec4 kernel(vec4 color, vec2 pos) {
    return vec4(vec3(max(color.r, max(color.g, color.b))), color.a);
}
