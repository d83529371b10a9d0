/// Maps luma onto a two-colour gradient (Core Image's `CIFalseColor`): each unpremultiplied
/// colour becomes `color0 + luma · (color1 - color0)` (Rec. 709 luma, not clamped). The colours'
/// alpha is ignored; the input's alpha is kept. A colour matrix: folds with neighbouring matrix
/// filters.
public struct FalseColor: Filter {
    /// The colour for black (linear RGB).
    public var color0: SIMD4<Float>
    /// The colour for white (linear RGB).
    public var color1: SIMD4<Float>

    @usableFromInline enum P {
        @usableFromInline static let color0 = FilterParameter<SIMD4<Float>>.color(
            "color0", [0.3, 0, 0, 1], doc: "Colour that black (luma 0) becomes; alpha ignored.")
        @usableFromInline static let color1 = FilterParameter<SIMD4<Float>>.color(
            "color1", [1, 0.9, 0.8, 1], doc: "Colour that white (luma 1) becomes; alpha ignored.")
    }

    /// A luma gradient from `color0` (for black) to `color1` (for white), linear RGB with alpha
    /// ignored. Components are clamped to 0...1e4; NaN gives the default.
    public init(color0: SIMD4<Float> = P.color0.defaultValue, color1: SIMD4<Float> = P.color1.defaultValue) {
        self.color0 = clampParameter(color0, 0...1e4, nan: P.color0.defaultValue)
        self.color1 = clampParameter(color1, 0...1e4, nan: P.color1.defaultValue)
    }

    public init(parameters: FilterParameters) throws {
        try self.init(color0: parameters[P.color0], color1: parameters[P.color1])
    }

    public static let descriptor = FilterDescriptor(
        builtin: "falseColor", "False Color", .colorEffect, [P.color0, P.color1],
        doc: "Replaces each colour by a blend of two colours chosen by its luma.")

    /// The affine map this filter applies.
    public var form: ColorMatrixForm {
        let w = ColorAdjustmentMath.lumaWeights
        let d = SIMD3(color1.x - color0.x, color1.y - color0.y, color1.z - color0.z)
        var m = [Float](repeating: 0, count: 9)
        for r in 0..<3 { for c in 0..<3 { m[r * 3 + c] = d[r] * w[c] } }
        return ColorAdjustmentMath.rgbForm(m, bias: SIMD3(color0.x, color0.y, color0.z))
    }

    public func apply(to input: Image) -> Image {
        input.applyingColorMatrix(form, label: Self.descriptor.name)
    }
}
