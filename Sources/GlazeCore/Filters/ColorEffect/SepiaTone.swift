/// Tones the image brown like an old photograph (Core Image's `CISepiaTone`).
///
/// The classic sepia matrix on unpremultiplied colour (rows r' = 0.393 r + 0.769 g + 0.189 b,
/// g' = 0.349 r + 0.686 g + 0.168 b, b' = 0.272 r + 0.534 g + 0.131 b), mixed with the original by
/// `intensity`. A colour matrix: folds with neighbouring matrix filters.
public struct SepiaTone: Filter {
    /// 0...1; 0 unchanged, 1 full sepia.
    public var intensity: Float

    @usableFromInline enum P {
        @usableFromInline static let intensity = FilterParameter<Float>.number(
            "intensity", 1, min: 0, max: 1, identity: 0, doc: "Mix between the original (0) and full sepia (1).")
    }

    /// A sepia tone mixed in by `intensity`, clamped to 0...1 (NaN gives 1): 0 unchanged, 1 full sepia.
    public init(intensity: Float = P.intensity.defaultValue) { self.intensity = P.intensity.clamped(intensity) }

    public init(parameters: FilterParameters) throws { try self.init(intensity: parameters[P.intensity]) }

    public static let descriptor = FilterDescriptor(
        builtin: "sepiaTone", "Sepia Tone", .colorEffect, [P.intensity],
        doc: "Tones the image brown like an old photograph.")

    static let sepia: [Float] = [0.393, 0.769, 0.189, 0.349, 0.686, 0.168, 0.272, 0.534, 0.131]

    /// The affine map this filter applies.
    public var form: ColorMatrixForm {
        let i = intensity
        var m = [Float](repeating: 0, count: 9)
        for r in 0..<3 { for c in 0..<3 { m[r * 3 + c] = (r == c ? 1 - i : 0) + i * Self.sepia[r * 3 + c] } }
        return ColorAdjustmentMath.rgbForm(m)
    }

    public func apply(to input: Image) -> Image {
        if intensity == 0 { return input }
        return input.applyingColorMatrix(form, label: Self.descriptor.name)
    }
}
