/// Warms the image: more red, less blue.
// filter: warmTint
// category: colorEffect
// coreImage: no
// doc: Warms the image: more red, less blue.
// kind: color
uniform float amount; // = 0.2; range 0..1; identity 0; How warm: 0 leaves the image unchanged.

vec4 kernel(vec4 color, vec2 pos) {
    return vec4(color.r * (1.0 + amount), color.g, color.b * (1.0 - amount), color.a);
}
