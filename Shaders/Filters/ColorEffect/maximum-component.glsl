// Grey from the largest colour channel: rgb = max(r, g, b). Premultiplication commutes with
// max, so no unpremultiply is needed.
vec4 maximumComponent(vec4 color, vec2 destCoord) {
    return vec4(vec3(max(color.r, max(color.g, color.b))), color.a);
}
