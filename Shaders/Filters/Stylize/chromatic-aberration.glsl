// Lateral chromatic aberration: red is read from the point scaled away from `center` by
// (1 + amount) and moved by +offset, blue from the point scaled by (1 − amount) and moved by
// −offset, green in place. Alpha is the largest of the three, so fringes stay premultiplied.

vec4 chromaticAberration(vec2 destCoord, vec2 center, float amount, vec2 offset) {
    vec2 d = destCoord - center;
    vec4 r = input0(center + d * (1.0 + amount) + offset);
    vec4 g = input0(destCoord);
    vec4 b = input0(center + d * (1.0 - amount) - offset);
    return vec4(r.r, g.g, b.b, max(g.a, max(r.a, b.a)));
}
