// Uses Shaders/Common/angular-noise.glsl.
// A lens halo: one ring per colour channel with profile max(0, 1 − ((d − Rk) / (haloWidth/2))²)²,
// centred on Rk = haloRadius + k · (1 − haloOverlap) · haloWidth / 2 for red (k = 1), green (0)
// and blue (−1), so the ring splits into a rainbow as the overlap drops. The rings are modulated by
// striations: 1 − striationStrength + striationStrength · n, n angular value noise over 96 cells
// contrast-stretched by striationContrast and animated by time (as in sunbeamsGenerator).
vec4 lenticularHaloGenerator(vec2 destCoord, vec2 center, vec4 color, float haloRadius, float haloWidth,
                             float haloOverlap, float striationStrength, float striationContrast, float time) {
    vec2 d = destCoord - center;
    float r = length(d);
    float halfWidth = max(haloWidth, 1e-3) * 0.5;
    float shift = (1.0 - haloOverlap) * halfWidth;
    vec3 offset = (r - (haloRadius + vec3(shift, 0.0, -shift))) / halfWidth;
    vec3 ring = max(vec3(0.0), 1.0 - offset * offset);
    ring *= ring;
    float n = glaze_angularNoise(d, time, 11.0);
    float s = 1.0 - striationStrength + striationStrength * clamp(0.5 + (n - 0.5) * striationContrast, 0.0, 1.0);
    vec3 k = clamp(ring * s, 0.0, 1.0);
    float alpha = max(k.r, max(k.g, k.b));
    return vec4(color.rgb * k, color.a * alpha);
}
