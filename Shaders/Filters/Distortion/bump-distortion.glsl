// Core Image's bump: inside the radius the sample point moves along the ray from the centre,
// source = center + (p − center) · (1 − scale · smoothstep(1 − d / radius)), smoothstep(t) =
// t²(3 − 2t). Positive scale magnifies (a bulge out of the page), negative shrinks (a dent).
vec2 bumpDistortion(vec2 destCoord, vec2 center, float radius, float scale) {
    vec2 delta = destCoord - center;
    float t = clamp(1.0 - length(delta) / radius, 0.0, 1.0);
    if (t <= 0.0) return destCoord;
    return center + delta * (1.0 - scale * t * t * (3.0 - 2.0 * t));
}
