// Periodic angular value noise over 96 cells around a centre, animated (shared by the sunbeams
// and lenticular-halo generators). `d` is the offset from the centre; the angle, as a fraction of
// a turn, picks a cell, and frames floor(time) and floor(time) + 1 blend smoothly; `seed` selects
// the pattern. Values in 0...1.
float glaze_angularNoiseFrame(float a, float frame, float seed) {
    float x = a * 96.0;
    float i = floor(x);
    float f = x - i;
    float h0 = glaze_hash(vec2(mod(i, 96.0), frame), seed);
    float h1 = glaze_hash(vec2(mod(i + 1.0, 96.0), frame), seed);
    return mix(h0, h1, f * f * (3.0 - 2.0 * f));
}

float glaze_angularNoise(vec2 d, float time, float seed) {
    float a = length(d) > 1e-4 ? atan(d.y, d.x) * 0.15915494 + 0.5 : 0.0;
    float frame = floor(time);
    float ft = time - frame;
    return mix(glaze_angularNoiseFrame(a, frame, seed), glaze_angularNoiseFrame(a, frame + 1.0, seed),
               ft * ft * (3.0 - 2.0 * ft));
}
