/// A star with a cross-shaped flare (Core Image's `CIStarShineGenerator`, Glaze's own formula).
/// Infinite extent; composite it over a scene.
///
/// With `x = d / radius`: core `clamp(1 − x, 0, 1)²`, glow `2^epsilon / (1 + x²)`, and two
/// perpendicular streaks at `crossAngle`, each `exp(−across / crossWidth − along / (crossScale ·
/// radius))`, scaled by `2^crossOpacity`. Output: `color · clamp(core + glow + streaks, 0, 1)`.
// filter: starShineGenerator
// display: Star Shine
// category: generator
// doc: A star: bright core, glow and a cross-shaped flare.
// apply: generator
// uniform vec2 center; // = vec2(150, 150); type position; Centre of the star.
// uniform vec4 color; // = vec4(1, 0.8, 0.6, 1); type color; Colour of the star (linear RGBA).
// uniform float radius; // = 50; range 0..100000; slider 0..300; unit px; Radius of the bright core.
// uniform float crossScale; // = 15; range 0..1000; slider 0..100; Length of the streaks as a multiple of the radius.
// uniform float crossAngle; // = 0.6; range -10000..10000; slider -3.1416..3.1416; type angle; unit rad; Direction of the first streak (the second is perpendicular).
// uniform float crossOpacity; // = -2; range -16..4; slider -8..0; Streak brightness as a power of two (0 full, -8 faint).
// uniform float crossWidth; // = 2.5; range 0..1000; slider 0..300; unit px; Thickness of the streaks.
// uniform float epsilon; // = -2; range -16..4; slider -8..0; Glow brightness as a power of two (0 full, -8 faint).
// A star: a bright core clamp(1 − d/radius, 0, 1)², a glow 2^epsilon / (1 + (d/radius)²), and a
// cross of two perpendicular streaks at crossAngle, each exp(−across/crossWidth −
// along/(crossScale · radius)) scaled by 2^crossOpacity. output = color · clamp(sum, 0, 1).
vec4 starShineGenerator(vec2 destCoord, vec2 center, vec4 color, float radius, float crossScale, float crossAngle,
                        float crossOpacity, float crossWidth, float epsilon) {
    vec2 d = destCoord - center;
    float rr = max(radius, 1e-3);
    float x = length(d) / rr;
    float core = clamp(1.0 - x, 0.0, 1.0);
    core *= core;
    float glow = exp2(epsilon) / (1.0 + min(x * x, 1e12));
    vec2 u = vec2(cos(crossAngle), sin(crossAngle));
    vec2 v = vec2(-u.y, u.x);
    float width = max(crossWidth, 1e-3);
    float len = max(crossScale, 1e-3) * rr;
    float along1 = abs(dot(d, u)), across1 = abs(dot(d, v));
    float arms = exp(-min(across1 / width + along1 / len, 80.0)) + exp(-min(along1 / width + across1 / len, 80.0));
    float intensity = core + glow + exp2(crossOpacity) * arms;
    return color * clamp(intensity, 0.0, 1.0);
}
