// Core Image's linear bump: a band along the line through the centre at `angle`. With s the
// signed distance from the line and n its unit normal, source = p + n · s · (scale − 1) ·
// smoothstep(1 − |s| / radius): scale < 1 magnifies the band, > 1 shrinks it, 1 is the identity.
vec2 bumpDistortionLinear(vec2 destCoord, vec2 center, float radius, float angle, float scale) {
    vec2 n = vec2(-sin(angle), cos(angle));
    float s = dot(destCoord - center, n);
    float t = clamp(1.0 - abs(s) / radius, 0.0, 1.0);
    if (t <= 0.0) return destCoord;
    return destCoord + n * (s * (scale - 1.0) * t * t * (3.0 - 2.0 * t));
}
