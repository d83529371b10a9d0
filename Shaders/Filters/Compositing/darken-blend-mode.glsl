/// The darken blend mode of the W3C Compositing and Blending spec (Core Image's `CIDarkenBlendMode`):
/// B = min(cb, cs).
// filter: darkenBlendMode
// category: compositing
// doc: Blends the image onto the background with the W3C darken mode.
// apply: blendMode
// uniform sampler2D backgroundImage; // The backdrop the image is blended onto.

// Darken blend mode (W3C Compositing and Blending Level 1): B = min(cb, cs).
float darkenBlendMode_B1(float cb, float cs) {
    return min(cb, cs);
}

vec4 darkenBlendMode(vec4 source, vec4 background, vec2 destCoord) {
    GLAZE_W3C_SEPARABLE(darkenBlendMode_B1);
}
