/// The color blend mode of the W3C Compositing and Blending spec (Core Image's `CIColorBlendMode`):
/// B = setLum(cs, lum(cb)): the hue and saturation of the image with the luminosity of the background.
// filter: colorBlendMode
// category: compositing
// doc: Blends the image onto the background with the W3C color mode.
// apply: blendMode nonseparable
// uniform sampler2D backgroundImage; // The backdrop the image is blended onto.

// Color blend mode (W3C Compositing and Blending Level 1): B = setLum(cs, lum(cb)): the hue and saturation of the
// image with the luminosity of the background.
// Uses Shaders/Common/w3c-nonseparable.glsl and w3c-blend.glsl.
vec3 colorBlendMode_B(vec3 cb, vec3 cs) {
    return glaze_w3cSetLum(cs, glaze_w3cLum(cb));
}

vec4 colorBlendMode(vec4 source, vec4 background, vec2 destCoord) {
    GLAZE_W3C_NONSEPARABLE(colorBlendMode_B);
}
