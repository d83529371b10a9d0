/// Dulls the highlights of an image (Core Image's `CIGloom`): every channel brighter than its
/// Gaussian-blurred neighbourhood is pulled down to it, blended by `intensity`.
///
/// The blur sees the image clamped to its extent; the extent is kept.
public struct Gloom: Filter {
    /// Gaussian standard deviation of the neighbourhood highlights are dulled to, in pixels, 0...100.
    public var radius: Float
    /// Blend between the image (0) and the fully dulled image (1), 0...1.
    public var intensity: Float

    /// The parameters, each declared once.
    @usableFromInline enum P {
        @usableFromInline static let radius = FilterParameter<Float>.number(
            "radius", 10, min: 0, max: 100, slider: 0...50, identity: 0, type: .distance, unit: "px",
            doc: "Gaussian standard deviation of the neighbourhood highlights are dulled to.")
        @usableFromInline static let intensity = FilterParameter<Float>.number(
            "intensity", 0.5, min: 0, max: 1, slider: 0...1, identity: 0,
            doc: "Blend between the image (0) and the fully dulled image (1).")
    }

    /// A gloom effect; each argument sets the property of the same name, clamped into its range
    /// (NaN gives 0).
    public init(radius: Float = P.radius.defaultValue, intensity: Float = P.intensity.defaultValue) {
        self.radius = P.radius.clamped(radius, nan: 0)
        self.intensity = P.intensity.clamped(intensity, nan: 0)
    }

    public init(parameters p: FilterParameters) throws {
        try self.init(radius: p[P.radius], intensity: p[P.intensity])
    }

    /// Registry name `gloom`, alias `CIGloom`.
    public static let descriptor = FilterDescriptor(builtin: "gloom", "Gloom", .stylize, [P.radius, P.intensity],
                                                    doc: "Dulls the highlights of the image.")

    static let kernel = Kernel(filter: "Stylize", "gloom", inputCount: 2, [P.intensity])

    public func apply(to input: Image) -> Image {
        guard radius > 0, intensity > 0 else { return input }
        return input.applying(Self.kernel, withBlurOf: radius, values: [P.intensity.uniform(intensity)])
    }
}
