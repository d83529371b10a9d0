/// The saturation blend mode of the W3C Compositing and Blending spec (Core Image's `CISaturationBlendMode`):
/// B = setLum(setSat(cb, sat(cs)), lum(cb)): the saturation of the image with the hue and luminosity of the background.
// filter: saturationBlendMode
// category: compositing
// doc: Blends the image onto the background with the W3C saturation mode.
// apply: blendMode nonseparable
// uniform sampler2D backgroundImage; // The backdrop the image is blended onto.

// Saturation blend mode (W3C Compositing and Blending Level 1): B = setLum(setSat(cb, sat(cs)), lum(cb)): the
// saturation of the image with the hue and luminosity of the background.
// Uses Shaders/Common/w3c-nonseparable.glsl and w3c-blend.glsl.
vec3 saturationBlendMode_B(vec3 cb, vec3 cs) {
    return glaze_w3cSetLum(glaze_w3cSetSat(cb, glaze_w3cSat(cs)), glaze_w3cLum(cb));
}

vec4 saturationBlendMode(vec4 source, vec4 background, vec2 destCoord) {
    GLAZE_W3C_NONSEPARABLE(saturationBlendMode_B);
}
