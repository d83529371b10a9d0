// Circle splash: inside the radius the image is unchanged; outside, each pixel repeats the pixel
// on the circle along its ray from the centre, splashing the circumference outwards.
vec2 circleSplashDistortion(vec2 destCoord, vec2 center, float radius) {
    vec2 delta = destCoord - center;
    float d = length(delta);
    if (d <= radius) return destCoord;
    return center + delta * (radius / d);
}
