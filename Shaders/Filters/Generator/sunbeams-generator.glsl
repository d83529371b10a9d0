/// A sun with rays (Core Image's `CISunbeamsGenerator`, Glaze's own formula): a solid disc of
/// `sunRadius` px, surrounded by a glow and by rays made of angular value noise, both fading out
/// smoothly by `maxStriationRadius · sunRadius`. Animate `time` for flickering rays. Infinite
/// extent (transparent beyond the rays); composite it over a scene.
///
/// intensity = core + (1 − core) · fade² · (0.3 + striationStrength · clamp(0.5 + (n − 0.5) ·
/// striationContrast, 0, 1)), output = color · clamp(intensity, 0, 1), where n is the ray noise.
// filter: sunbeamsGenerator
// display: Sunbeams
// category: generator
// doc: A sun disc with a glow and animated noise rays.
// apply: custom
// uniform vec2 center; // = vec2(150, 150); type position; Centre of the sun.
// uniform vec4 color; // = vec4(1, 0.5, 0, 1); type color; Colour of the sun and its rays (linear RGBA).
// uniform float sunRadius; // = 40; range 0..100000; slider 0..800; unit px; Radius of the solid disc.
// uniform float maxStriationRadius; // = 2.58; range 0..100; slider 0..10; How far the rays reach, as a multiple of the sun radius.
// uniform float striationStrength; // = 0.5; range 0..10; slider 0..3; Brightness of the rays.
// uniform float striationContrast; // = 1.375; range 0..10; slider 0..5; Contrast of the rays.
// uniform float time; // = 0; range -1000000..1000000; slider 0..10; Animation time: each unit blends to a new ray pattern.
// Uses Shaders/Common/angular-noise.glsl.
// A sun: a solid disc of sunRadius px (1 px anti-aliased edge) with rays around it. The rays are
// periodic value noise over 96 angular cells (contrast-stretched about 0.5 by striationContrast,
// scaled by striationStrength), animated by blending noise frames floor(time) and floor(time) + 1,
// over a soft glow; both fade out smoothly between sunRadius and maxStriationRadius · sunRadius.
// intensity = core + (1 − core) · fade² · (0.3 + rays); output = color · clamp(intensity, 0, 1).
vec4 sunbeamsGenerator(vec2 destCoord, vec2 center, vec4 color, float sunRadius, float maxStriationRadius,
                       float striationStrength, float striationContrast, float time) {
    vec2 d = destCoord - center;
    float r = length(d);
    float radius = max(sunRadius, 1e-3);
    float core = clamp(radius - r + 0.5, 0.0, 1.0);
    float n = glaze_angularNoise(d, time, 7.0);
    float rays = striationStrength * clamp(0.5 + (n - 0.5) * striationContrast, 0.0, 1.0);
    float outer = max(maxStriationRadius, 1.0) * radius;
    float fade = 1.0 - smoothstep(radius, max(outer, radius + 1e-3), r);
    float intensity = core + (1.0 - core) * fade * fade * (0.3 + rays);
    return color * clamp(intensity, 0.0, 1.0);
}
