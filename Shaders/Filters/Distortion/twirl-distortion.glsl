// Twirl: inside the radius the image turns about the centre by angle · smoothstep(1 − d/r)
// (the full angle at the centre, none at the rim); positive angles turn counter-clockwise.
vec2 twirlDistortion(vec2 destCoord, vec2 center, float radius, float angle) {
    vec2 delta = destCoord - center;
    float t = clamp(1.0 - length(delta) / radius, 0.0, 1.0);
    if (t <= 0.0) return destCoord;
    float a = -angle * t * t * (3.0 - 2.0 * t);
    float c = cos(a), s = sin(a);
    return center + vec2(c * delta.x - s * delta.y, s * delta.x + c * delta.y);
}
