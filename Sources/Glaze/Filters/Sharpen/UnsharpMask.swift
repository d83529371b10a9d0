/// Sharpens by boosting the difference between each pixel and its Gaussian-blurred
/// neighbourhood (Core Image's `CIUnsharpMask`): out = c + intensity·(c − blur(c, radius)).
///
/// The blur sees the image clamped to its extent, so borders do not ring; the extent is kept.
public struct UnsharpMask: Filter {
    /// Gaussian standard deviation of the neighbourhood in pixels, 0...100.
    public var radius: Float
    /// How strongly the difference is added, 0...10. 0 leaves the image unchanged.
    public var intensity: Float

    /// An unsharp mask; each value is clamped into its range (NaN gives 0).
    /// - Parameters:
    ///   - radius: Gaussian standard deviation of the neighbourhood, 0...100 px.
    ///   - intensity: how strongly the difference from the blurred image is added, 0...10; 0 leaves the
    ///     image unchanged.
    public init(radius: Float = 2.5, intensity: Float = 0.5) {
        self.radius = radius.isNaN ? 0 : min(max(radius, 0), 100)
        self.intensity = intensity.isNaN ? 0 : min(max(intensity, 0), 10)
    }

    public init(parameters: FilterParameters) throws {
        try self.init(radius: parameters.float("radius"), intensity: parameters.float("intensity"))
    }

    public static let descriptor = FilterDescriptor(
        name: "unsharpMask", aliases: ["CIUnsharpMask"], displayName: "Unsharp Mask", category: .sharpen,
        parameters: [
            .number("radius", 2.5, min: 0, max: 100, slider: 0...20, identity: 0, type: .distance, unit: "px",
                    doc: "Gaussian standard deviation of the neighbourhood compared against, in pixels."),
            .number("intensity", 0.5, min: 0, max: 10, slider: 0...2, identity: 0,
                    doc: "Strength: the difference from the blurred image is multiplied by this and added."),
        ],
        doc: "Sharpens edges by adding back the difference from a blurred copy.")

    static let kernel = Kernel(builtin: "Filters/Sharpen/unsharp-mask.glsl", name: "unsharpMask", kind: .color,
                               inputCount: 2, parameters: [KernelParameter("intensity", .float)])

    public func apply(to input: Image) -> Image {
        guard radius > 0, intensity > 0 else { return input }
        let blurred = input.clampedToExtent().gaussianBlurred(sigma: Double(radius))
        return Image(kernelApplication: Self.kernel, inputs: [input, blurred], values: [.float(intensity)],
                     extent: input.extent)
    }
}
