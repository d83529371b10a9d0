/// Maps HDR colour into 0...1 for display (the step after HDR bloom).
///
/// On unpremultiplied linear colour, after multiplying by 2^exposure, per channel:
/// - `reinhard`: `x / (1 + x)` (Reinhard et al. 2002, simple form): never clips, flattens
///   highlights gently.
/// - `aces`: Krzysztof Narkowicz's fit of the ACES filmic curve (2016),
///   `x (2.51 x + 0.03) / (x (2.43 x + 0.59) + 0.14)`, clamped to 0...1: more contrast, highlights
///   roll off to white.
/// Negative values map to 0. Use it in the default linear working space, on an `rgba16Float`
/// intermediate that holds values above 1. The kernels are `tone-map-reinhard.glsl` and
/// `tone-map-aces.glsl` (`ToneMap+Apply.swift`).
// filter: toneMap
// category: colorEffect
// coreImage: no
// doc: Compresses HDR colour into the displayable range (Reinhard or ACES filmic).
// apply: custom
uniform int operator;   // = aces; choices reinhard|aces; The curve: 'reinhard' (x / (1 + x)) or 'aces' (Narkowicz's ACES filmic fit).
uniform float exposure; // = 0; range -10..10; slider -4..4; unit EV; Exposure in stops applied before the curve: colour is multiplied by 2^exposure.
