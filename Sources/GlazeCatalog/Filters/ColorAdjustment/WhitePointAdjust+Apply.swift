/// The matrix behind ``WhitePointAdjust`` (declared in
/// `Shaders/Filters/ColorAdjustment/white-point-adjust.glsl`).
extension WhitePointAdjust {
    /// The affine map this filter applies.
    public var form: ColorMatrixForm {
        ColorAdjustmentMath.rgbForm([color.x, 0, 0, 0, color.y, 0, 0, 0, color.z])
    }

    /// Each channel scaled by `color` as a colour matrix (folds with neighbouring ones); `input`
    /// itself while `color` is white (alpha ignored).
    public func apply(to input: Image) -> Image {
        color.x == 1 && color.y == 1 && color.z == 1 ? input : input.applyingColorMatrix(form, label: Self.descriptor.name)
    }
}
