import FoundationEssentials
import Glibc

/// The eight photo-effect looks (Core Image's `CIPhotoEffect*` filters, ``PhotoEffectChrome`` …
/// ``PhotoEffectTransfer``), defined as functions on display (sRGB-encoded) colour and baked
/// into 32³ lookup tables that ``ColorCube`` applies with `srgbDomain: true`. Each table is
/// built once per process, so every render context uploads it once.
///
/// Building blocks, per channel on values in 0...1: `L` is the Rec. 709 luma of the encoded
/// colour; `saturate(s)` moves colour away from `L` by `s`; `contrast(k)` is the S-curve
/// `x + k·x(1-x)(2x-1)` (k > 0 adds contrast, k < 0 removes it; monotone for |k| ≤ 1);
/// `levels(b, w)` maps 0...1 onto b...w (lifted blacks, dimmed whites). Results are clamped to
/// 0...1.
enum PhotoEffectLook: CaseIterable, Sendable {
    /// Vivid slide film: saturation 1.3, contrast 0.35, warm highlights.
    case chrome
    /// Washed-out print: saturation 0.65, contrast −0.2, blacks lifted to 0.12, whites 0.94, a
    /// faint yellow cast.
    case fade
    /// Instant camera: saturation 0.85, contrast 0.15, blacks 0.06, cyan shadows, warm highlights.
    case instant
    /// Soft black and white: luma, contrast 0.1, blacks 0.03.
    case mono
    /// Hard black and white: a red-weighted grey (0.3 r + 0.6 g + 0.1 b) through contrast 0.8
    /// twice, shadows crushed by 0.04.
    case noir
    /// Cross-processed film: red contrast 0.45, green 0.25, blue flattened to 0.14...0.86,
    /// saturation 1.1, yellow highlights and blue shadows.
    case process
    /// Flat black and white: luma with blacks 0.08, whites 0.93 and contrast −0.1.
    case tonal
    /// Warm vintage transfer: saturation 0.8, red lifted (power 0.9), blue lowered (power 1.15,
    /// 0.05...0.95), blacks 0.04.
    case transfer

    /// Entries per axis of the baked tables.
    static let tableSize = 32

    /// The look applied to one display-encoded colour.
    func apply(_ v: SIMD3<Float>) -> SIMD3<Float> {
        func luma(_ c: SIMD3<Float>) -> Float { (c * ColorAdjustmentMath.lumaWeights).sum() }
        func saturate(_ c: SIMD3<Float>, _ s: Float) -> SIMD3<Float> {
            let l = luma(c)
            return SIMD3(repeating: l) + (c - SIMD3(repeating: l)) * s
        }
        func contrast(_ x: Float, _ k: Float) -> Float { x + k * x * (1 - x) * (2 * x - 1) }
        func contrast(_ c: SIMD3<Float>, _ k: Float) -> SIMD3<Float> {
            SIMD3(contrast(c.x, k), contrast(c.y, k), contrast(c.z, k))
        }
        func levels(_ x: Float, _ black: Float, _ white: Float) -> Float { black + x * (white - black) }
        func levels(_ c: SIMD3<Float>, _ black: Float, _ white: Float) -> SIMD3<Float> {
            SIMD3(levels(c.x, black, white), levels(c.y, black, white), levels(c.z, black, white))
        }
        func clamp01(_ c: SIMD3<Float>) -> SIMD3<Float> { c.clamped(lowerBound: .zero, upperBound: .one) }
        func power(_ x: Float, _ p: Float) -> Float { Float(pow(Double(max(x, 0)), Double(p))) }

        var c = clamp01(v)
        switch self {
        case .chrome:
            c = contrast(clamp01(saturate(c, 1.3)), 0.35)
            c += SIMD3(0.02, 0, -0.02) * luma(c)
        case .fade:
            c = levels(contrast(clamp01(saturate(c, 0.65)), -0.2), 0.12, 0.94)
            c += SIMD3(0.02, 0.015, -0.01)
        case .instant:
            c = levels(contrast(clamp01(saturate(c, 0.85)), 0.15), 0.06, 0.97)
            let l = luma(c)
            c += SIMD3(-0.03, 0.01, 0.03) * (1 - l) * (1 - l) + SIMD3(0.04, 0.02, -0.04) * l * l
        case .mono:
            c = SIMD3(repeating: levels(contrast(luma(c), 0.1), 0.03, 1))
        case .noir:
            let g = contrast(contrast((c * SIMD3(0.3, 0.6, 0.1)).sum(), 0.8), 0.8)
            c = SIMD3(repeating: (g - 0.04) / 0.96)
        case .process:
            c = SIMD3(contrast(c.x, 0.45), contrast(c.y, 0.25), levels(c.z, 0.14, 0.86))
            c = clamp01(saturate(c, 1.1))
            let l = luma(c)
            c += SIMD3(0.02, 0.02, -0.03) * l + SIMD3(-0.01, 0, 0.02) * (1 - l)
        case .tonal:
            c = SIMD3(repeating: contrast(levels(luma(c), 0.08, 0.93), -0.1))
        case .transfer:
            c = clamp01(saturate(c, 0.8))
            c = SIMD3(power(c.x, 0.9), c.y * 0.97 + 0.02, levels(power(c.z, 1.15), 0.05, 0.95))
            c = levels(c, 0.04, 1)
        }
        return clamp01(c)
    }

    /// The tables baked so far (one object per look, so each render context uploads it once).
    private static let tables = Locked<[PhotoEffectLook: LookupTable]>([:])

    /// The look baked into a table, once per process.
    var table: LookupTable {
        Self.tables.withLock { tables in
            if let table = tables[self] { return table }
            let table = LookupTable(size: Self.tableSize) { rgb in
                let c = apply(rgb)
                return SIMD4(c.x, c.y, c.z, 1)
            }
            tables[self] = table
            return table
        }
    }

    /// `input` through the look's table (the colour-cube kernel on sRGB-encoded colour).
    func apply(to input: Image) -> Image {
        ColorCube(cubeData: table, srgbDomain: true).apply(to: input)
    }
}
