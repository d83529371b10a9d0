/// Tints the image with one colour (Core Image's `CIColorMonochrome`): each unpremultiplied
/// colour becomes its Rec. 709 luma times `color`, mixed with the original by `intensity`.
/// A colour matrix: folds with neighbouring matrix filters.
public struct ColorMonochrome: Filter {
    /// The tint (linear RGB; alpha ignored).
    public var color: SIMD4<Float>
    /// 0...1; 0 unchanged.
    public var intensity: Float

    @usableFromInline enum P {
        @usableFromInline static let color = FilterParameter<SIMD4<Float>>.color(
            "color", [0.6, 0.45, 0.3, 1], doc: "The tint; the result is luma times this colour (alpha ignored).")
        @usableFromInline static let intensity = FilterParameter<Float>.number(
            "intensity", 1, min: 0, max: 1, identity: 0, doc: "Mix between the original (0) and the tinted grey (1).")
    }

    /// A tint with `color` (linear RGB, components 0...1e4; alpha ignored), mixed in by `intensity`
    /// (0...1). Values are clamped into range; NaN gives the default.
    public init(color: SIMD4<Float> = P.color.defaultValue, intensity: Float = P.intensity.defaultValue) {
        self.color = clampParameter(color, 0...1e4, nan: P.color.defaultValue)
        self.intensity = P.intensity.clamped(intensity)
    }

    public init(parameters: FilterParameters) throws {
        try self.init(color: parameters[P.color], intensity: parameters[P.intensity])
    }

    public static let descriptor = FilterDescriptor(
        builtin: "colorMonochrome", "Color Monochrome", .colorEffect, [P.color, P.intensity],
        doc: "Turns the image into shades of one colour.")

    /// The affine map this filter applies.
    public var form: ColorMatrixForm {
        let w = ColorAdjustmentMath.lumaWeights, i = intensity
        let tint = SIMD3(color.x, color.y, color.z)
        var m = [Float](repeating: 0, count: 9)
        for r in 0..<3 { for c in 0..<3 { m[r * 3 + c] = (r == c ? 1 - i : 0) + i * tint[r] * w[c] } }
        return ColorAdjustmentMath.rgbForm(m)
    }

    public func apply(to input: Image) -> Image {
        if intensity == 0 { return input }
        return input.applyingColorMatrix(form, label: Self.descriptor.name)
    }
}
