import FoundationEssentials
import Glibc

/// Scales linear colour by 2^ev, like a camera's exposure (Core Image's `CIExposureAdjust`).
public struct ExposureAdjust: Filter {
    /// Exposure in stops, -10...10. 0 leaves the image unchanged.
    public var ev: Float

    @usableFromInline enum P {
        @usableFromInline static let ev = FilterParameter<Float>.number(
            "ev", 0.5, min: -10, max: 10, slider: -2...2, identity: 0, unit: "EV",
            doc: "Exposure change in stops: colour is multiplied by 2^ev.")
    }

    /// Exposure change in stops (EV), clamped to -10...10 (NaN gives the default, 0.5); 0 leaves the
    /// image unchanged.
    public init(ev: Float = P.ev.defaultValue) { self.ev = P.ev.clamped(ev) }

    public init(parameters: FilterParameters) throws { try self.init(ev: parameters[P.ev]) }

    /// Registry name `exposureAdjust`, alias `CIExposureAdjust`.
    public static let descriptor = FilterDescriptor(
        builtin: "exposureAdjust", "Exposure Adjust", .colorAdjustment, [P.ev],
        doc: "Multiplies colour by 2^ev (in the working space).")

    public func apply(to input: Image) -> Image {
        let s = Float(pow(2.0, Double(ev)))
        let form = ColorMatrixForm(matrix: [s, 0, 0, 0, 0, s, 0, 0, 0, 0, s, 0, 0, 0, 0, 1])
        return input.applyingColorMatrix(form, label: Self.descriptor.name)
    }
}
