// Grey from the smallest colour channel: rgb = min(r, g, b). Premultiplication commutes with
// min, so no unpremultiply is needed.
vec4 minimumComponent(vec4 color, vec2 destCoord) {
    return vec4(vec3(min(color.r, min(color.g, color.b))), color.a);
}
