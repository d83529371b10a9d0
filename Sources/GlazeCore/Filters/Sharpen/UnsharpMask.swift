/// Sharpens by boosting the difference between each pixel and its Gaussian-blurred
/// neighbourhood (Core Image's `CIUnsharpMask`): out = c + intensity·(c − blur(c, radius)).
///
/// The blur sees the image clamped to its extent, so borders do not ring; the extent is kept.
public struct UnsharpMask: Filter {
    /// Gaussian standard deviation of the neighbourhood in pixels, 0...100.
    public var radius: Float
    /// How strongly the difference is added, 0...10. 0 leaves the image unchanged.
    public var intensity: Float

    @usableFromInline enum P {
        @usableFromInline static let radius = FilterParameter<Float>.number(
            "radius", 2.5, min: 0, max: 100, slider: 0...20, identity: 0, type: .distance, unit: "px",
            doc: "Gaussian standard deviation of the neighbourhood compared against, in pixels.")
        @usableFromInline static let intensity = FilterParameter<Float>.number(
            "intensity", 0.5, min: 0, max: 10, slider: 0...2, identity: 0,
            doc: "Strength: the difference from the blurred image is multiplied by this and added.")
    }

    /// An unsharp mask; each argument sets the property of the same name, clamped into its range
    /// (NaN gives the default). Intensity 0 leaves the image unchanged.
    public init(radius: Float = P.radius.defaultValue, intensity: Float = P.intensity.defaultValue) {
        self.radius = P.radius.clamped(radius)
        self.intensity = P.intensity.clamped(intensity)
    }

    public init(parameters: FilterParameters) throws {
        try self.init(radius: parameters[P.radius], intensity: parameters[P.intensity])
    }

    public static let descriptor = FilterDescriptor(
        builtin: "unsharpMask", "Unsharp Mask", .sharpen, [P.radius, P.intensity],
        doc: "Sharpens edges by adding back the difference from a blurred copy.")

    static let kernel = Kernel(filter: "Sharpen", "unsharpMask", inputCount: 2, [P.intensity])

    public func apply(to input: Image) -> Image {
        guard radius > 0, intensity > 0 else { return input }
        return input.applying(Self.kernel, withBlurOf: radius, values: [P.intensity.uniform(intensity)])
    }
}
