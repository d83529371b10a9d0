/// The difference blend mode of the W3C Compositing and Blending spec (Core Image's `CIDifferenceBlendMode`):
/// B = |cb − cs|.
// filter: differenceBlendMode
// category: compositing
// doc: Blends the image onto the background with the W3C difference mode.
// apply: blendMode
// uniform sampler2D backgroundImage; // The backdrop the image is blended onto.

// Difference blend mode (W3C Compositing and Blending Level 1): B = |cb − cs|.
float differenceBlendMode_B1(float cb, float cs) {
    return abs(cb - cs);
}

vec4 differenceBlendMode(vec4 source, vec4 background, vec2 destCoord) {
    GLAZE_W3C_SEPARABLE(differenceBlendMode_B1);
}
