/// The matrix behind ``ColorMonochrome`` (declared in
/// `Shaders/Filters/ColorEffect/color-monochrome.glsl`).
extension ColorMonochrome {
    /// The affine map this filter applies.
    public var form: ColorMatrixForm {
        let w = ColorAdjustmentMath.lumaWeights, i = intensity
        let tint = SIMD3(color.x, color.y, color.z)
        var m = [Float](repeating: 0, count: 9)
        for r in 0..<3 { for c in 0..<3 { m[r * 3 + c] = (r == c ? 1 - i : 0) + i * tint[r] * w[c] } }
        return ColorAdjustmentMath.rgbForm(m)
    }

    /// The tint matrix mixed in by `intensity` (folds with neighbouring colour matrices); `input`
    /// itself at intensity 0.
    public func apply(to input: Image) -> Image {
        intensity == 0 ? input : input.applyingColorMatrix(form, label: Self.descriptor.name)
    }
}
