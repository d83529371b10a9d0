/// The matrix behind ``ColorInvert`` (declared in `Shaders/Filters/ColorEffect/color-invert.glsl`).
extension ColorInvert {
    /// The affine map this filter applies.
    public var form: ColorMatrixForm {
        ColorAdjustmentMath.rgbForm([-1, 0, 0, 0, -1, 0, 0, 0, -1], bias: [1, 1, 1])
    }

    /// `1 - rgb` as a colour matrix (folds with neighbouring ones).
    public func apply(to input: Image) -> Image {
        input.applyingColorMatrix(form, label: Self.descriptor.name)
    }
}
