/// The divide blend mode (Photoshop's definition, not in W3C Compositing Level 1; Core Image's `CIDivideBlendMode`):
/// B = 0 if cb = 0, 1 if cs = 0, else min(1, cb / cs): the background divided by the image.
// filter: divideBlendMode
// category: compositing
// doc: Blends the image onto the background with Photoshop's divide mode.
// apply: blendMode
// uniform sampler2D backgroundImage; // The backdrop the image is blended onto.

// Divide blend mode (Photoshop's definition; not in W3C Compositing Level 1): B = 0 if cb = 0, 1 if cs = 0, else min(1, cb / cs): the
// background divided by the image.
float divideBlendMode_B1(float cb, float cs) {
    if (cb <= 0.0) return 0.0;
    if (cs <= 0.0) return 1.0;
    return min(1.0, cb / cs);
}

vec4 divideBlendMode(vec4 source, vec4 background, vec2 destCoord) {
    GLAZE_W3C_SEPARABLE(divideBlendMode_B1);
}
