import FoundationEssentials
import Glibc

/// Shared helpers of the colour filters: Rec. 709 luma weights, 3×3
/// matrices and the sRGB transfer functions (CPU side, for building matrices and tables).
enum ColorAdjustmentMath {
    /// Rec. 709 luma weights (linear sRGB primaries), as `glaze_luma` in the prelude.
    static let lumaWeights: SIMD3<Float> = [0.2126, 0.7152, 0.0722]

    /// A colour-matrix form acting on RGB only (alpha passes through): `rgb' = m · rgb + bias`,
    /// `m` row-major 3×3.
    static func rgbForm(_ m: [Float], bias: SIMD3<Float> = .zero) -> ColorMatrixForm {
        ColorMatrixForm(matrix: [m[0], m[1], m[2], 0, m[3], m[4], m[5], 0, m[6], m[7], m[8], 0, 0, 0, 0, 1],
                        bias: [bias.x, bias.y, bias.z, 0])
    }

    /// Row-major 3×3 product `a · b`.
    static func multiply(_ a: [Double], _ b: [Double]) -> [Double] {
        var out = [Double](repeating: 0, count: 9)
        for r in 0..<3 { for c in 0..<3 { for k in 0..<3 { out[r * 3 + c] += a[r * 3 + k] * b[k * 3 + c] } } }
        return out
    }

    /// Row-major 3×3 inverse; the identity when `m` is singular.
    static func inverse(_ m: [Double]) -> [Double] {
        let c00 = m[4] * m[8] - m[5] * m[7], c01 = m[5] * m[6] - m[3] * m[8], c02 = m[3] * m[7] - m[4] * m[6]
        let det = m[0] * c00 + m[1] * c01 + m[2] * c02
        guard abs(det) > 1e-12, det.isFinite else { return [1, 0, 0, 0, 1, 0, 0, 0, 1] }
        let inv = 1 / det
        return [c00 * inv, (m[2] * m[7] - m[1] * m[8]) * inv, (m[1] * m[5] - m[2] * m[4]) * inv,
                c01 * inv, (m[0] * m[8] - m[2] * m[6]) * inv, (m[2] * m[3] - m[0] * m[5]) * inv,
                c02 * inv, (m[1] * m[6] - m[0] * m[7]) * inv, (m[0] * m[4] - m[1] * m[3]) * inv]
    }

    /// The sRGB encoding (IEC 61966-2-1) of a linear value, extended to negatives by symmetry.
    static func linearToSRGB(_ v: Float) -> Float {
        let a = abs(v)
        let s = a <= 0.0031308 ? a * 12.92 : 1.055 * Float(pow(Double(a), 1 / 2.4)) - 0.055
        return v < 0 ? -s : s
    }

    /// The linear value of an sRGB-encoded one, extended to negatives by symmetry.
    static func sRGBToLinear(_ v: Float) -> Float {
        let a = abs(v)
        let l = a <= 0.04045 ? a / 12.92 : Float(pow((Double(a) + 0.055) / 1.055, 2.4))
        return v < 0 ? -l : l
    }
}
