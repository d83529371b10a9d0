/// Distance and height fog from the game's depth: each pixel moves towards the fog colour (or
/// a sky image) by how much air lies between it and the camera.
///
/// `depth` is a linear-depth image (``Image/init(depthTexture:width:height:projection:)``).
/// Exponential fog: amount = 1 − exp(−τ) with τ = density · z for distance z (game units); a
/// height falloff k > 0 thins the fog above `baseHeight` along each view ray (a level camera at
/// `cameraHeight` with vertical field of view `fieldOfView`):
/// τ = density · z · e^(−k·(cameraHeight − baseHeight)) · (1 − e^(−k·Δh)) / (k·Δh), Δh the
/// height the ray climbs. Linear fog: amount = (z − start) / (end − start), clamped. The amount
/// is scaled by `opacity`, the fog colour's alpha and optional value noise. A `color` kernel
/// over the colour and depth images: it fuses with the linearisation and neighbouring colour
/// kernels (no pass of its own; `DepthFog+Apply.swift`).
// filter: depthFog
// category: stylize
// coreImage: no
// apply: custom
// skip: opacity == 0
// doc: Distance and height fog from the game's depth buffer, in a colour or from a sky image.
// uniform sampler2D depth;     // swift Image; Linear-depth image (Image(depthTexture:…)): distance in game units in red.
// uniform sampler2D skyImage;  // swift Image?; Optional image giving the fog colour per pixel instead of color.
// uniform vec4 color;          // = vec4(0.7, 0.75, 0.8, 1.0); type color; Fog colour (linear, not premultiplied); alpha scales the amount.
// uniform int falloff;         // = exponential; choices exponential|linear; 'exponential' (1 − e^(−density·distance), with height falloff) or 'linear' (start to end).
// uniform float density;       // = 0.02; range 0..10; slider 0..0.2; unit 1/units; Exponential fog's density per game unit of distance.
// uniform float start;         // = 0; range 0..65504; slider 0..200; unit units; Linear fog: distance where the fog begins, in game units.
// uniform float end;           // = 100; range 0..65504; slider 0..1000; unit units; Linear fog: distance where the fog is full, in game units.
// uniform float heightFalloff; // = 0; range 0..10; slider 0..1; unit 1/units; Exponential fog: how fast the fog thins with height, per game unit; 0 is distance fog only.
// uniform float baseHeight;    // = 0; range -1e6..1e6; slider -50..50; unit units; Height where the fog has its full density, in game units.
// uniform float cameraHeight;  // = 0; range -1e6..1e6; slider -50..50; unit units; The camera's height, in game units (height fog).
// uniform float fieldOfView;   // = 1.0471975511965976; range 0.01..3.1; slider 0.2..2.5; type angle; unit rad; The camera's vertical field of view (height fog).
// uniform float opacity;       // = 1; range 0..1; slider 0..1; identity 0; Scale of the fog amount; 0 leaves the image unchanged.
// uniform float noise;         // = 0; range 0..1; slider 0..1; Strength of the value noise that varies the fog amount.
// uniform float noiseScale;    // = 64; range 1..4096; slider 4..512; unit px; Size of the noise's cells, in pixels.

// Distance and height fog over a linear-depth image (depth.r: view distance z in game units).
// Exponential (falloffMode 0): amount = 1 − exp(−τ), with the optical depth along the view ray
//   τ = density · z · exp(−k·(cameraHeight − baseHeight)) · (1 − exp(−k·Δh)) / (k·Δh),
//   Δh = z · rise the height the ray climbs (rise = ndcY · tan(fov/2), a level camera), k the
//   height falloff (k = 0: plain distance fog, τ = density · z).
// Linear (falloffMode 1): amount = clamp((z − start) / (end − start), 0, 1).
// Then amount ·= opacity · fog alpha · (1 + noise · (2·valueNoise(destCoord / noiseScale) − 1)),
// clamped to 0...1, and rgb = mix(rgb, fog · a, amount) on premultiplied colour (coverage kept).
// The fog colour is the sky input, unpremultiplied.
float depthFog_hash(vec2 p) {
    return fract(sin(dot(p, vec2(12.9898, 78.233))) * 43758.5453);
}

float depthFog_noise(vec2 p) {
    vec2 i = floor(p);
    vec2 f = fract(p);
    vec2 u = f * f * (3.0 - 2.0 * f);
    return mix(mix(depthFog_hash(i), depthFog_hash(i + vec2(1.0, 0.0)), u.x),
               mix(depthFog_hash(i + vec2(0.0, 1.0)), depthFog_hash(i + vec2(1.0, 1.0)), u.x), u.y);
}

vec4 depthFog(vec4 color, vec4 depth, vec4 sky, vec2 destCoord, float falloffMode, float tanHalfFov, vec2 view,
              float density, float start, float end, float heightFalloff, float baseHeight, float cameraHeight,
              float opacity, float noise, float noiseScale) {
    float z = max(depth.r, 0.0);
    float amount;
    if (falloffMode > 0.5) {
        amount = clamp((z - start) / max(end - start, 1e-6), 0.0, 1.0);
    } else if (heightFalloff > 0.0) {
        float rise = (destCoord.y - view.x) / view.y * tanHalfFov;
        float x = clamp(heightFalloff * z * rise, -80.0, 80.0);
        float shape = abs(x) > 1e-4 ? (1.0 - exp(-x)) / x : 1.0 - 0.5 * x;
        float base = exp(clamp(-heightFalloff * (cameraHeight - baseHeight), -80.0, 80.0));
        amount = 1.0 - exp(-min(density * z * base * shape, 80.0));
    } else {
        amount = 1.0 - exp(-min(density * z, 80.0));  // distance fog: the same with k = 0
    }
    // An `if`, not a select: without noise the hashes are not evaluated at all.
    if (noise > 0.0) amount *= 1.0 + noise * (2.0 * depthFog_noise(destCoord / noiseScale) - 1.0);
    amount = clamp(amount * opacity * sky.a, 0.0, 1.0);
    vec3 fog = sky.a > 0.0 ? sky.rgb / sky.a : vec3(0.0);
    return vec4(mix(color.rgb, fog * color.a, amount), color.a);
}
