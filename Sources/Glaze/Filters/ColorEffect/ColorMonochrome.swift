/// Tints the image with one colour (Core Image's `CIColorMonochrome`): each unpremultiplied
/// colour becomes its Rec. 709 luma times `color`, mixed with the original by `intensity`.
/// A colour matrix: folds with neighbouring matrix filters.
public struct ColorMonochrome: Filter {
    /// The tint (linear RGB; alpha ignored).
    public var color: SIMD4<Float>
    /// 0...1; 0 unchanged.
    public var intensity: Float

    /// A tint with `color`, mixed in by `intensity`; NaN gives the default.
    /// - Parameters:
    ///   - color: the tint (linear RGB; alpha ignored), components clamped to 0...1e4.
    ///   - intensity: mix between the original (0) and the tinted grey (1), clamped to 0...1.
    public init(color: SIMD4<Float> = [0.6, 0.45, 0.3, 1], intensity: Float = 1) {
        self.color = clampParameter(color, 0...1e4, nan: [0.6, 0.45, 0.3, 1])
        self.intensity = clampParameter(intensity, 0...1, nan: 1)
    }

    public init(parameters: FilterParameters) throws {
        try self.init(color: parameters.color("color"), intensity: parameters.float("intensity"))
    }

    public static let descriptor = FilterDescriptor(
        name: "colorMonochrome", aliases: ["CIColorMonochrome"], displayName: "Color Monochrome",
        category: .colorEffect,
        parameters: [
            .color("color", [0.6, 0.45, 0.3, 1], doc: "The tint; the result is luma times this colour (alpha ignored)."),
            .number("intensity", 1, min: 0, max: 1, identity: 0, doc: "Mix between the original (0) and the tinted grey (1)."),
        ],
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
