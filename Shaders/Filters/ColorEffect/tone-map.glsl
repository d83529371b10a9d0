/// Maps HDR colour into 0...1 for display (the step after HDR bloom).
///
/// Takes linear scene-referred colour (the default linear sRGB working space, on an `rgba16Float`
/// intermediate that holds values above 1) and gives linear display-referred colour, which Glaze
/// encodes to sRGB on output. On unpremultiplied colour, after multiplying by 2^exposure (negative
/// values map to 0):
/// - `reinhard`: `x / (1 + x)` per channel (Reinhard et al. 2002, simple form): never clips,
///   flattens highlights gently.
/// - `aces`: Krzysztof Narkowicz's fit of the ACES filmic curve (2016) per channel,
///   `x (2.51 x + 0.03) / (x (2.43 x + 0.59) + 0.14)`, clamped to 0...1: more contrast, highlights
///   roll off to white.
/// - `agx`: Troy Sobotka's AgX with its sRGB / Rec. 709 base, as Benjamin Wrensch's minimal
///   implementation fits it (2024): an inset matrix, log2 encoding between -12.47393 and 4.026069 EV,
///   the 6th-order polynomial fit of AgX's sigmoid, the outset matrix and a 2.2 power back to linear.
///   Bright colours desaturate towards white instead of skewing hue.
/// - `agxPunchy`, `agxGolden`: AgX with the post's looks, an ASC CDL on the encoded values before the
///   outset: punchy power 1.35 and saturation 1.4; golden slope (1, 0.9, 0.5), power 0.8, saturation 0.8.
/// - `pbrNeutral`: the Khronos PBR Neutral tone mapper (2024): colours up to 0.8 pass with only a
///   0.04 offset, so base colours are reproduced; brighter ones compress and desaturate without hue
///   shifts.
/// - `hable`: John Hable's Uncharted 2 filmic curve (2010) per channel with its published constants
///   (A 0.15, B 0.50, C 0.10, D 0.20, E 0.02, F 0.30, white 11.2) and exposure bias 2, clamped to 0...1.
/// The kernels are `tone-map-reinhard.glsl`, `tone-map-aces.glsl`, `tone-map-agx.glsl`,
/// `tone-map-pbr-neutral.glsl` and `tone-map-hable.glsl`, each citing its constants
/// (`ToneMap+Apply.swift`).
// filter: toneMap
// category: colorEffect
// coreImage: no
// doc: Compresses HDR colour into the displayable range (Reinhard, ACES, AgX, Khronos PBR Neutral or Hable filmic).
// apply: custom
uniform int operator;   // = aces; choices reinhard|aces|agx|agxPunchy|agxGolden|pbrNeutral|hable; The curve: 'reinhard' (x / (1 + x)), 'aces' (Narkowicz's ACES filmic fit), 'agx' (Sobotka's AgX, sRGB base), 'agxPunchy' and 'agxGolden' (AgX with those looks), 'pbrNeutral' (Khronos PBR Neutral) or 'hable' (Uncharted 2 filmic).
uniform float exposure; // = 0; range -10..10; slider -4..4; unit EV; Exposure in stops applied before the curve: colour is multiplied by 2^exposure.
