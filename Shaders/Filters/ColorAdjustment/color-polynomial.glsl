// A cubic polynomial per unpremultiplied channel: out = k.x + k.y * v + k.z * v^2 + k.w * v^3.
vec4 colorPolynomial(vec4 color, vec2 destCoord, vec4 red, vec4 green, vec4 blue, vec4 alpha) {
    vec4 c = glaze_unpremultiply(color);
    vec4 v2 = c * c;
    vec4 v3 = v2 * c;
    vec4 r = vec4(dot(red, vec4(1.0, c.r, v2.r, v3.r)), dot(green, vec4(1.0, c.g, v2.g, v3.g)),
                  dot(blue, vec4(1.0, c.b, v2.b, v3.b)), dot(alpha, vec4(1.0, c.a, v2.a, v3.a)));
    r.a = clamp(r.a, 0.0, 1.0);
    return vec4(r.rgb * r.a, r.a);
}
