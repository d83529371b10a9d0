/// Colour fringes of a cheap lens: red is magnified away from `center` and blue towards it by
/// `amount` (lateral aberration, growing with the distance), and red and blue are shifted apart
/// by `offset` (a constant misregistration). A sampling kernel (`ChromaticAberration+Apply.swift`).
// filter: chromaticAberration
// category: stylize
// coreImage: no
// doc: Splits the colour channels like a cheap lens: fringes that grow towards the edges.
// apply: custom
// skip: amount == 0 && offset == .zero
// uniform vec2 center;  // = vec2(150.0, 150.0); type position; nonFinite 0; The optical centre the fringes grow from, in pixels.
// uniform float amount; // = 0.004; range -0.1..0.1; slider -0.02..0.02; identity 0; nan 0; Radial fringe: red is read at distance·(1 + amount) from the centre, blue at distance·(1 − amount).
// uniform vec2 offset;  // = vec2(0.0, 0.0); range -100..100; slider -10..10; identity default; type vector; unit px; nonFinite 0; Constant shift of red by +offset and blue by −offset, in pixels.
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
