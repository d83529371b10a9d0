/// Raises colour to a power (Core Image's `CIGammaAdjust`): `c' = c^power` per unpremultiplied
/// channel (sign-preserving for negative values); alpha is unchanged.
// filter: gammaAdjust
// category: colorAdjustment
// doc: Raises each colour channel to a power.
// showcase: power = 2.2
// kind: color
uniform float power; // = 1; range 0.01..10; slider 0.25..4; identity 1; Exponent applied to each colour channel; below 1 brightens, above 1 darkens.

// out = sign(c) * |c|^power per unpremultiplied channel.
vec4 kernel(vec4 color, vec2 pos) {
    vec4 c = glaze_unpremultiply(color);
    c.rgb = sign(c.rgb) * pow(abs(c.rgb), vec3(power));
    return vec4(c.rgb * color.a, color.a);
}
