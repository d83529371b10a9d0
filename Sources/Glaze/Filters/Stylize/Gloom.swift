/// Dulls the highlights of an image (Core Image's `CIGloom`): every channel brighter than its
/// Gaussian-blurred neighbourhood is pulled down to it, blended by `intensity`.
///
/// The blur sees the image clamped to its extent; the extent is kept.
public struct Gloom: Filter {
    /// Gaussian standard deviation of the neighbourhood in pixels, 0...100.
    public var radius: Float
    /// Blend between the image (0) and the fully dulled image (1).
    public var intensity: Float

    /// A gloom effect; each value is clamped into its range (NaN gives 0).
    /// - Parameters:
    ///   - radius: Gaussian standard deviation of the neighbourhood highlights are dulled to, 0...100 px.
    ///   - intensity: blend between the image (0) and the fully dulled image (1), 0...1.
    public init(radius: Float = 10, intensity: Float = 0.5) {
        self.radius = radius.isNaN ? 0 : min(max(radius, 0), 100)
        self.intensity = intensity.isNaN ? 0 : min(max(intensity, 0), 1)
    }

    public init(parameters: FilterParameters) throws {
        try self.init(radius: parameters.float("radius"), intensity: parameters.float("intensity"))
    }

    public static let descriptor = FilterDescriptor(
        name: "gloom", aliases: ["CIGloom"], displayName: "Gloom", category: .stylize,
        parameters: [
            .number("radius", 10, min: 0, max: 100, slider: 0...50, identity: 0, type: .distance, unit: "px",
                    doc: "Gaussian standard deviation of the neighbourhood highlights are dulled to."),
            .number("intensity", 0.5, min: 0, max: 1, slider: 0...1, identity: 0,
                    doc: "Blend between the image (0) and the fully dulled image (1)."),
        ],
        doc: "Dulls the highlights of the image.")

    static let kernel = Kernel(builtin: "Filters/Stylize/gloom.glsl", name: "gloom", kind: .color, inputCount: 2,
                               parameters: [KernelParameter("intensity", .float)])

    public func apply(to input: Image) -> Image {
        guard radius > 0, intensity > 0 else { return input }
        let blurred = input.clampedToExtent().gaussianBlurred(sigma: Double(radius))
        return Image(kernelApplication: Self.kernel, inputs: [input, blurred], values: [.float(intensity)],
                     extent: input.extent)
    }
}
