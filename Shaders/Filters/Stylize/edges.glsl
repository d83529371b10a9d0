/// Finds edges and shows them in colour on black (Core Image's `CIEdges`): per channel, the
/// Sobel gradient magnitude / 4 (a unit step reads 1 on both sides) times `intensity`; opaque.
// filter: edges
// category: stylize
// apply: custom
// doc: Shows the edges of the image in colour on black.
// uniform float intensity; // = 1; range 0..10; slider 0..5; nan 0; Gain on the edge strength (Sobel gradient magnitude / 4 per channel).
// Sobel edge magnitude per colour channel, scaled so a unit step reads 1 on both sides of the
// edge: rgb = intensity · |(Gx, Gy)| / 4, alpha 1 (edges glow on black, as Core Image's).

vec4 edges(vec2 destCoord, float intensity) {
    vec3 a = input0(destCoord + vec2(-1.0, 1.0)).rgb, b = input0(destCoord + vec2(0.0, 1.0)).rgb;
    vec3 c = input0(destCoord + vec2(1.0, 1.0)).rgb, d = input0(destCoord + vec2(-1.0, 0.0)).rgb;
    vec3 f = input0(destCoord + vec2(1.0, 0.0)).rgb, g = input0(destCoord + vec2(-1.0, -1.0)).rgb;
    vec3 h = input0(destCoord + vec2(0.0, -1.0)).rgb, i = input0(destCoord + vec2(1.0, -1.0)).rgb;
    vec3 gx = (c + 2.0 * f + i) - (a + 2.0 * d + g);
    vec3 gy = (a + 2.0 * b + c) - (g + 2.0 * h + i);
    return vec4(intensity * sqrt(gx * gx + gy * gy) * 0.25, 1.0);
}
