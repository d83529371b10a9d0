// Heat shimmer: hot air ripples the picture, strongest at the bottom of a band (or everywhere).
// kind: warp
//
// A warp kernel: `kernel` returns where to read the input for each output pixel. Bind `time`
// to the effect file's clock (`time: time`) to animate it.
uniform float amplitude; // = 2.0; range 0..40; slider 0..8; unit px; How far pixels move.
uniform float wavelength; // = 24.0; range 1..1000; slider 4..120; unit px; Distance between ripples.
uniform float speed; // = 3.0; range -50..50; slider 0..10; unit rad/s; How fast the ripples move.
uniform float height; // = 0.0; range 0..100000; slider 0..1080; unit px; Height of the hot band above the bottom edge; 0 shimmers everywhere.
uniform float time; // = 0.0; range -1000000..1000000; slider 0..60; unit s; Animation time.

vec2 kernel(vec2 pos) {
    float band = height > 0.0 ? clamp(1.0 - pos.y / height, 0.0, 1.0) : 1.0;
    float k = 6.2831853 / wavelength;
    vec2 offset = vec2(sin(pos.y * k - time * speed) + 0.5 * sin(pos.y * k * 2.3 + pos.x * k * 0.7 - time * speed * 1.7),
                       0.5 * cos(pos.x * k * 1.3 - time * speed * 0.8));
    return pos + offset * amplitude * band;
}
