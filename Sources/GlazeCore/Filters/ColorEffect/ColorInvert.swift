/// Inverts colour (Core Image's `CIColorInvert`): `rgb' = 1 - rgb` on unpremultiplied colour,
/// alpha unchanged. A colour matrix, as in Core Image: folds with neighbouring matrix filters.
public struct ColorInvert: Filter {
    /// The colour inversion (the filter has no parameters).
    public init() {}

    public init(parameters: FilterParameters) throws { self.init() }

    public static let descriptor = FilterDescriptor(
        builtin: "colorInvert", "Color Invert", .colorEffect, parameters: [], doc: "Inverts the colours (1 - c), keeping alpha.")

    /// The affine map this filter applies.
    public var form: ColorMatrixForm {
        ColorAdjustmentMath.rgbForm([-1, 0, 0, 0, -1, 0, 0, 0, -1], bias: [1, 1, 1])
    }

    public func apply(to input: Image) -> Image {
        input.applyingColorMatrix(form, label: Self.descriptor.name)
    }
}
