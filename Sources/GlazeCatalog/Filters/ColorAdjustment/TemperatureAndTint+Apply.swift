import FoundationEssentials

/// The Bradford white balance behind ``TemperatureAndTint`` (declared in
/// `Shaders/Filters/ColorAdjustment/temperature-and-tint.glsl`).
extension TemperatureAndTint {
    /// CIE 1931 xy of a white given as (temperature K, tint).
    static func chromaticity(_ white: SIMD2<Float>) -> SIMD2<Double> {
        let t = Double(white.x), tint = Double(white.y)
        func planck(_ t: Double) -> SIMD2<Double> {
            let t = min(max(t, 1667), 25000)
            let x = t <= 4000
                ? -0.2661239e9 / (t * t * t) - 0.2343589e6 / (t * t) + 0.8776956e3 / t + 0.179910
                : -3.0258469e9 / (t * t * t) + 2.1070379e6 / (t * t) + 0.2226347e3 / t + 0.240390
            let y: Double
            if t <= 2222 {
                y = -1.1063814 * x * x * x - 1.34811020 * x * x + 2.18555832 * x - 0.20219683
            } else if t <= 4000 {
                y = -0.9549476 * x * x * x - 1.37418593 * x * x + 2.09137015 * x - 0.16748867
            } else {
                y = 3.0817580 * x * x * x - 5.87338670 * x * x + 3.75112997 * x - 0.37001483
            }
            return SIMD2(x, y)
        }
        func uv(_ p: SIMD2<Double>) -> SIMD2<Double> {
            let d = -2 * p.x + 12 * p.y + 3
            return SIMD2(4 * p.x / d, 6 * p.y / d)
        }
        let base = planck(t)
        guard tint != 0 else { return base }
        // The locus' normal in uv, pointing to the green side (larger v).
        let step = max(1, t * 0.01)
        let tangent = uv(planck(t + step)) - uv(planck(t - step))
        var normal = SIMD2(-tangent.y, tangent.x)
        let length = (normal * normal).sum().squareRoot()
        normal = length > 0 ? normal / length : SIMD2(0, 1)
        if normal.y < 0 { normal = -normal }
        let p = uv(base) + normal * (tint / 3000)
        let d = 2 * p.x - 8 * p.y + 4
        return SIMD2(3 * p.x / d, 2 * p.y / d)
    }

    /// Linear sRGB (D65) → CIE XYZ, row-major.
    static let rgbToXYZ: [Double] = [0.4124564, 0.3575761, 0.1804375,
                                     0.2126729, 0.7151522, 0.0721750,
                                     0.0193339, 0.1191920, 0.9503041]
    static let bradford: [Double] = [0.8951, 0.2664, -0.1614,
                                     -0.7502, 1.7135, 0.0367,
                                     0.0389, -0.0685, 1.0296]

    /// The affine map this filter applies.
    public var form: ColorMatrixForm {
        func lms(_ xy: SIMD2<Double>) -> SIMD3<Double> {
            let y = max(xy.y, 1e-6)
            let xyz = [xy.x / y, 1, (1 - xy.x - xy.y) / y]
            var out = SIMD3<Double>()
            for r in 0..<3 { out[r] = (0..<3).reduce(0) { $0 + Self.bradford[r * 3 + $1] * xyz[$1] } }
            return out
        }
        let source = lms(Self.chromaticity(neutral)), target = lms(Self.chromaticity(targetNeutral))
        let gain = target / source
        let scale: [Double] = [gain.x, 0, 0, 0, gain.y, 0, 0, 0, gain.z]
        let adapt = ColorAdjustmentMath.multiply(ColorAdjustmentMath.inverse(Self.bradford),
                                                 ColorAdjustmentMath.multiply(scale, Self.bradford))
        let m = ColorAdjustmentMath.multiply(ColorAdjustmentMath.inverse(Self.rgbToXYZ),
                                             ColorAdjustmentMath.multiply(adapt, Self.rgbToXYZ))
        return ColorAdjustmentMath.rgbForm(m.map { Float($0) })
    }

    /// The matrix over `input` (folds with neighbouring colour matrices); `input` itself when the
    /// whites are equal.
    public func apply(to input: Image) -> Image {
        isIdentity ? input : input.applyingColorMatrix(form, label: Self.descriptor.name)
    }
}
