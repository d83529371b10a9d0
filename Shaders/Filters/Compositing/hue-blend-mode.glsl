/// The hue blend mode of the W3C Compositing and Blending spec (Core Image's `CIHueBlendMode`):
/// B = setLum(setSat(cs, sat(cb)), lum(cb)): the hue of the image with the saturation and luminosity of the background.
// filter: hueBlendMode
// category: compositing
// doc: Blends the image onto the background with the W3C hue mode.
// apply: blendMode nonseparable
// uniform sampler2D backgroundImage; // The backdrop the image is blended onto.

// Hue blend mode (W3C Compositing and Blending Level 1): B = setLum(setSat(cs, sat(cb)), lum(cb)): the hue of the
// image with the saturation and luminosity of the background.
// Uses Shaders/Common/w3c-nonseparable.glsl and w3c-blend.glsl.
vec3 hueBlendMode_B(vec3 cb, vec3 cs) {
    return glaze_w3cSetLum(glaze_w3cSetSat(cs, glaze_w3cSat(cb)), glaze_w3cLum(cb));
}

vec4 hueBlendMode(vec4 source, vec4 background, vec2 destCoord) {
    GLAZE_W3C_NONSEPARABLE(hueBlendMode_B);
}
