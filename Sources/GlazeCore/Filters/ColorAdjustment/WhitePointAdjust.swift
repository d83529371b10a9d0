/// Maps white to a colour (Core Image's `CIWhitePointAdjust`): each unpremultiplied channel is
/// scaled by the colour's channel, `rgb' = rgb · color.rgb`, so white becomes `color` and every
/// other colour follows proportionally. A colour matrix: folds with neighbouring matrix filters.
public struct WhitePointAdjust: Filter {
    /// The new white (linear RGB; alpha ignored). White leaves the image unchanged.
    public var color: SIMD4<Float>

    @usableFromInline enum P {
        @usableFromInline static let color = FilterParameter<SIMD4<Float>>(
            ParameterDescriptor("color", .color, default: .color([1, 1, 1, 1]), min: 0, max: 1e4, slider: 0...1,
                                identity: .color([1, 1, 1, 1]),
                                doc: "The colour white turns into; every colour is scaled by it per channel "
                                    + "(alpha ignored)."),
            default: [1, 1, 1, 1])
    }

    /// Maps white to `color` (linear RGB; alpha ignored). Components are clamped to 0...1e4; a NaN
    /// component gives 1.
    public init(color: SIMD4<Float> = P.color.defaultValue) {
        self.color = clampParameter(color, 0...1e4, nan: P.color.defaultValue)
    }

    public init(parameters: FilterParameters) throws { try self.init(color: parameters[P.color]) }

    public static let descriptor = FilterDescriptor(
        builtin: "whitePointAdjust", "White Point Adjust", .colorAdjustment, [P.color],
        doc: "Re-maps the white point: multiplies each colour channel by the new white.")

    /// The affine map this filter applies.
    public var form: ColorMatrixForm {
        ColorAdjustmentMath.rgbForm([color.x, 0, 0, 0, color.y, 0, 0, 0, color.z])
    }

    public func apply(to input: Image) -> Image {
        if color.x == 1 && color.y == 1 && color.z == 1 { return input }
        return input.applyingColorMatrix(form, label: Self.descriptor.name)
    }
}
