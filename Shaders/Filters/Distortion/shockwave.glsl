// An expanding ring: with x = (d − radius) / (width / 2), pixels with |x| < 1 read from
// p − unit(p − center) · strength · (1 − x²)², a smooth refraction bump across the ring.
// Positive strength magnifies the ring outwards; animate `radius` per frame.
vec2 shockwave(vec2 destCoord, vec2 center, float radius, float width, float strength) {
    vec2 delta = destCoord - center;
    float d = length(delta);
    float x = (d - radius) / max(width * 0.5, 1e-6);
    if (abs(x) >= 1.0 || d <= 1e-6) return destCoord;
    float bump = 1.0 - x * x;
    return destCoord - delta * (strength * bump * bump / d);
}
