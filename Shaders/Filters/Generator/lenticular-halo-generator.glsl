// A lens halo: one ring per colour channel with profile max(0, 1 − ((d − Rk) / (haloWidth/2))²)²,
// centred on Rk = haloRadius + k · (1 − haloOverlap) · haloWidth / 2 for red (k = 1), green (0)
// and blue (−1), so the ring splits into a rainbow as the overlap drops. The rings are modulated by
// striations: 1 − striationStrength + striationStrength · n, n angular value noise over 96 cells
// contrast-stretched by striationContrast and animated by time (as in sunbeamsGenerator).
float lenticularHaloGenerator_noise(float a, float frame) {
    float x = a * 96.0;
    float i = floor(x);
    float f = x - i;
    float h0 = glaze_hash(vec2(mod(i, 96.0), frame), 11.0);
    float h1 = glaze_hash(vec2(mod(i + 1.0, 96.0), frame), 11.0);
    return mix(h0, h1, f * f * (3.0 - 2.0 * f));
}

vec4 lenticularHaloGenerator(vec2 destCoord, vec2 center, vec4 color, float haloRadius, float haloWidth,
                             float haloOverlap, float striationStrength, float striationContrast, float time) {
    vec2 d = destCoord - center;
    float r = length(d);
    float halfWidth = max(haloWidth, 1e-3) * 0.5;
    float shift = (1.0 - haloOverlap) * halfWidth;
    vec3 offset = (r - (haloRadius + vec3(shift, 0.0, -shift))) / halfWidth;
    vec3 ring = max(vec3(0.0), 1.0 - offset * offset);
    ring *= ring;
    float a = r > 1e-4 ? atan(d.y, d.x) * 0.15915494 + 0.5 : 0.0;
    float frame = floor(time);
    float ft = time - frame;
    float n = mix(lenticularHaloGenerator_noise(a, frame), lenticularHaloGenerator_noise(a, frame + 1.0),
                  ft * ft * (3.0 - 2.0 * ft));
    float s = 1.0 - striationStrength + striationStrength * clamp(0.5 + (n - 0.5) * striationContrast, 0.0, 1.0);
    vec3 k = clamp(ring * s, 0.0, 1.0);
    float alpha = max(k.r, max(k.g, k.b));
    return vec4(color.rgb * k, color.a * alpha);
}
