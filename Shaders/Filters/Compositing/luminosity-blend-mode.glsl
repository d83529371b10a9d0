/// The luminosity blend mode of the W3C Compositing and Blending spec (Core Image's `CILuminosityBlendMode`):
/// B = setLum(cb, lum(cs)): the luminosity of the image with the hue and saturation of the background.
// filter: luminosityBlendMode
// category: compositing
// doc: Blends the image onto the background with the W3C luminosity mode.
// apply: blendMode nonseparable
// uniform sampler2D backgroundImage; // The backdrop the image is blended onto.

// Luminosity blend mode (W3C Compositing and Blending Level 1): B = setLum(cb, lum(cs)): the luminosity of the image
// with the hue and saturation of the background.
// Uses Shaders/Common/w3c-nonseparable.glsl and w3c-blend.glsl.
vec3 luminosityBlendMode_B(vec3 cb, vec3 cs) {
    return glaze_w3cSetLum(cb, glaze_w3cLum(cs));
}

vec4 luminosityBlendMode(vec4 source, vec4 background, vec2 destCoord) {
    GLAZE_W3C_NONSEPARABLE(luminosityBlendMode_B);
}
