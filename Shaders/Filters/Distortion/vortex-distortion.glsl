// Vortex: inside the radius the image turns about the centre by angle · (1 − d/r)³, a rotation
// concentrated at the core (use several turns, e.g. 56.55 rad = 9 turns); counter-clockwise for
// positive angles.
vec2 vortexDistortion(vec2 destCoord, vec2 center, float radius, float angle) {
    vec2 delta = destCoord - center;
    float w = clamp(1.0 - length(delta) / radius, 0.0, 1.0);
    if (w <= 0.0) return destCoord;
    float a = -angle * w * w * w;
    float c = cos(a), s = sin(a);
    return center + vec2(c * delta.x - s * delta.y, s * delta.x + c * delta.y);
}
