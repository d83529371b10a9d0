/// A digital glitch: bands of the picture jump sideways and split their colour channels while it
/// switches, band by band, to the target. Fixed by `seed`: the same seed and progress always give
/// the same frame.
// filter: glitchTransition
// category: transition
// display: Glitch
// coreImage: no
// doc: Switches to the target band by band through a seeded digital glitch.
// region: inputs
// reads: anywhere
// uniform float seed;        // = 0; range 0..1000000; slider 0..100; type integer; Selects the glitch pattern.
// uniform float amount;      // = 24; range 0..1000; slider 0..100; unit px; Largest sideways jump of a band at mid-transition.
// uniform float blockHeight; // = 12; range 1..1000; slider 1..64; unit px; Height of the glitching bands.

// A digital glitch, fixed by `seed`: horizontal bands `blockHeight` px tall jump sideways by up
// to `amount` px and split their colour channels while the picture switches band by band from
// source to target; the disturbance peaks at mid-transition. The pattern changes 24 times over
// the transition and depends only on seed, band and progress (deterministic).

// Reads stay inside the extent: a band that jumps repeats its edge rather than tearing a hole.
vec4 glitchTransition_read(vec2 q, vec4 extent, bool target) {
    q = glaze_clampToExtent(q, extent);
    return target ? getToColor(q) : getFromColor(q);
}

vec4 glitchTransition(vec2 destCoord, float progress, vec4 extent, float seed, float amount, float blockHeight) {
    if (progress <= 0.0) return getFromColor(destCoord);
    if (progress >= 1.0) return getToColor(destCoord);
    float band = floor((destCoord.y - extent.y) / max(blockHeight, 1.0));
    float frame = floor(progress * 24.0);
    float strength = sin(3.14159265 * progress) * max(amount, 0.0);
    float jumpChance = glaze_hash(vec2(band, frame), seed);
    float jumpSize = glaze_hash(vec2(band + 7919.0, frame), seed);
    bool target = progress > 0.25 + 0.5 * glaze_hash(vec2(band, -1.0), seed);
    float jump = jumpChance > 0.55 ? (2.0 * jumpSize - 1.0) * strength : 0.0;
    vec2 q = destCoord + vec2(jump, 0.0);
    vec2 split = vec2(0.25 * strength * (0.5 + jumpChance), 0.0);
    vec4 c = glitchTransition_read(q, extent, target);
    c.r = glitchTransition_read(q + split, extent, target).r;
    c.b = glitchTransition_read(q - split, extent, target).b;
    return vec4(min(c.rgb, vec3(c.a)), c.a);
}
