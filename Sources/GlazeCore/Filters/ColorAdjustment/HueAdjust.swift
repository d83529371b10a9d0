import FoundationEssentials
import Glibc

/// Rotates hue (Core Image's `CIHueAdjust`): a rotation of unpremultiplied RGB about the grey
/// axis (1, 1, 1), so greys stay put. At 2π/3 red becomes green, green blue and blue red. A colour
/// matrix: folds with neighbouring matrix filters.
public struct HueAdjust: Filter {
    /// Rotation in radians, -2π...2π; 0 unchanged.
    public var angle: Float

    @usableFromInline enum P {
        @usableFromInline static let angle = FilterParameter<Float>.number(
            "angle", 0, min: -2 * .pi, max: 2 * .pi, slider: -.pi ... .pi, identity: 0, type: .angle, unit: "rad",
            doc: "Hue rotation about the grey axis; 2π/3 turns red into green.")
    }

    /// A hue rotation by `angle` radians, clamped to -2π...2π (NaN gives 0, no change). The bounds
    /// are `Float`'s 2π, a hair inside the declared `Double` range.
    public init(angle: Float = P.angle.defaultValue) {
        self.angle = clampParameter(angle, -2 * .pi...2 * .pi, nan: P.angle.defaultValue)
    }

    public init(parameters: FilterParameters) throws { try self.init(angle: parameters[P.angle]) }

    public static let descriptor = FilterDescriptor(
        builtin: "hueAdjust", "Hue Adjust", .colorAdjustment, [P.angle],
        doc: "Rotates the hue of every colour, keeping greys.")

    /// The affine map this filter applies.
    public var form: ColorMatrixForm {
        let c = cos(Double(angle)), s = sin(Double(angle))
        let k = Float((1 - c) / 3), q = Float(s / 3.0.squareRoot()), d = Float(c) + k
        return ColorAdjustmentMath.rgbForm([d, k - q, k + q,
                                            k + q, d, k - q,
                                            k - q, k + q, d])
    }

    public func apply(to input: Image) -> Image {
        if angle == 0 { return input }
        return input.applyingColorMatrix(form, label: Self.descriptor.name)
    }
}
