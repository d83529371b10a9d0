/// The matrix behind ``FalseColor`` (declared in `Shaders/Filters/ColorEffect/false-color.glsl`).
extension FalseColor {
    /// The affine map this filter applies.
    public var form: ColorMatrixForm {
        let w = ColorAdjustmentMath.lumaWeights
        let d = SIMD3(color1.x - color0.x, color1.y - color0.y, color1.z - color0.z)
        var m = [Float](repeating: 0, count: 9)
        for r in 0..<3 { for c in 0..<3 { m[r * 3 + c] = d[r] * w[c] } }
        return ColorAdjustmentMath.rgbForm(m, bias: SIMD3(color0.x, color0.y, color0.z))
    }

    /// The luma gradient as a colour matrix (folds with neighbouring ones).
    public func apply(to input: Image) -> Image {
        input.applyingColorMatrix(form, label: Self.descriptor.name)
    }
}
