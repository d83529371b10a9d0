// Raises unpremultiplied colour to a power, per channel: out = sign(c) * |c|^power (Core Image's
// CIGammaAdjust). Alpha is unchanged.
vec4 gammaAdjust(vec4 color, vec2 destCoord, float power) {
    vec4 c = glaze_unpremultiply(color);
    c.rgb = sign(c.rgb) * pow(abs(c.rgb), vec3(power));
    return vec4(c.rgb * color.a, color.a);
}
