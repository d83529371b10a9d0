/// An outline or glow around a sprite, from its alpha: wherever the sprite covers something
/// within `width` pixels, `color` shows under the sprite. `softness` fades the outer part of the
/// width (0: a hard outline, 1: a glow). The extent grows by the width (`SpriteOutline+Apply.swift`).
// filter: spriteOutline
// category: stylize
// coreImage: no
// doc: Draws an outline or glow around a sprite's opaque pixels.
// apply: custom
// skip: width == 0
// uniform float width;    // = 2; range 0..32; slider 0..16; identity 0; unit px; nan 0; How far the outline reaches beyond the sprite's coverage, in pixels.
// uniform vec4 color;     // = vec4(1.0, 1.0, 1.0, 1.0); type color; Colour of the outline (linear RGBA, not premultiplied).
// uniform float softness; // = 0; range 0..1; slider 0..1; Fraction of the width over which the outline fades: 0 is a hard outline, 1 a glow.
// An outline or glow from a sprite's alpha: the largest coverage within `width` pixels (taps on
// rings at width · k / RINGS in 16 directions), faded out over the outer `softness` fraction of
// the width (0: a hard outline, 1: a glow), painted in `color` (premultiplied) under the sprite (sprite over outline).
//
// Template: SpriteOutline.swift instantiates one kernel per ring count by replacing "Rings4"
// with "Rings<N>" and "_count = 4;" with "_count = <N>;".

const int spriteOutlineRings4_count = 4;

vec4 spriteOutlineRings4(vec2 destCoord, float width, float softness, vec4 color) {
    vec4 sprite = input0(destCoord);
    float coverage = sprite.a;
    for (int k = 1; k <= spriteOutlineRings4_count; k++) {
        float r = width * float(k) / float(spriteOutlineRings4_count);
        float fade = softness > 0.0 ? 1.0 - smoothstep(width * (1.0 - softness), width * 1.0001, r) : 1.0;
        for (int i = 0; i < 16; i++) {
            float angle = float(i) * 0.39269908;
            vec2 q = destCoord + r * vec2(cos(angle), sin(angle));
            coverage = max(coverage, input0(q).a * fade);
        }
    }
    vec4 outline = color * coverage;
    return sprite + outline * (1.0 - sprite.a);
}
