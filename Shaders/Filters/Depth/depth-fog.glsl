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

vec4 depthFog(vec4 color, vec4 depth, vec4 sky, vec2 destCoord, float falloffMode, float density, float start,
              float end, float heightFalloff, float baseHeight, float cameraHeight, float tanHalfFov,
              vec2 view, float opacity, float noise, float noiseScale) {
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
