import Foundation

/// Scales linear colour by 2^ev, like a camera's exposure (Core Image's `CIExposureAdjust`).
public struct ExposureAdjust: Filter {
    /// Exposure in stops, -10...10. 0 leaves the image unchanged.
    public var ev: Float

    /// Exposure change in stops (EV), -10...10; 0 leaves the image unchanged.
    public init(ev: Float = 0.5) { self.ev = ev }

    public init(parameters: FilterParameters) throws { try self.init(ev: parameters.float("ev")) }

    /// Registry name `exposureAdjust`, alias `CIExposureAdjust`.
    public static let descriptor = FilterDescriptor(
        name: "exposureAdjust", aliases: ["CIExposureAdjust"], displayName: "Exposure Adjust",
        category: .colorAdjustment,
        parameters: [.number("ev", 0.5, min: -10, max: 10, slider: -2...2, identity: 0, unit: "EV",
                             doc: "Exposure change in stops: colour is multiplied by 2^ev.")],
        doc: "Multiplies colour by 2^ev (in the working space).")

    public func apply(to input: Image) -> Image {
        let s = Float(pow(2.0, Double(ev)))
        let form = ColorMatrixForm(matrix: [s, 0, 0, 0, 0, s, 0, 0, 0, 0, s, 0, 0, 0, 0, 1])
        return input.applyingColorMatrix(form, label: Self.descriptor.name)
    }
}
