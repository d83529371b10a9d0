/// Sharpens the luminance of the image and leaves its colour alone (Core Image's
/// `CISharpenLuminance`): each channel gains sharpness·(Y − Y_blurred), Y the Rec. 709 luma in
/// the working space, the blur a Gaussian of `radius` over the image clamped to its extent.
public struct SharpenLuminance: Filter {
    /// Strength, 0...2. 0 leaves the image unchanged.
    public var sharpness: Float
    /// Gaussian standard deviation of the neighbourhood in pixels, 0...20.
    public var radius: Float

    /// A luminance sharpen; each value is clamped into its range (NaN gives 0).
    /// - Parameters:
    ///   - sharpness: strength, 0...2; 0 leaves the image unchanged.
    ///   - radius: Gaussian standard deviation of the detail scale, 0...20 px.
    public init(sharpness: Float = 0.4, radius: Float = 1.69) {
        self.sharpness = sharpness.isNaN ? 0 : min(max(sharpness, 0), 2)
        self.radius = radius.isNaN ? 0 : min(max(radius, 0), 20)
    }

    public init(parameters: FilterParameters) throws {
        try self.init(sharpness: parameters.float("sharpness"), radius: parameters.float("radius"))
    }

    public static let descriptor = FilterDescriptor(
        name: "sharpenLuminance", aliases: ["CISharpenLuminance"], displayName: "Sharpen Luminance",
        category: .sharpen,
        parameters: [
            .number("sharpness", 0.4, min: 0, max: 2, slider: 0...2, identity: 0,
                    doc: "Strength of the sharpening of luminance detail."),
            .number("radius", 1.69, min: 0, max: 20, slider: 0...10, identity: 0, type: .distance, unit: "px",
                    doc: "Gaussian standard deviation of the detail scale, in pixels."),
        ],
        doc: "Sharpens luminance detail without changing colour.")

    static let kernel = Kernel(builtin: "Filters/Sharpen/sharpen-luminance.glsl", name: "sharpenLuminance",
                               kind: .color, inputCount: 2, parameters: [KernelParameter("sharpness", .float)])

    public func apply(to input: Image) -> Image {
        guard radius > 0, sharpness > 0 else { return input }
        let blurred = input.clampedToExtent().gaussianBlurred(sigma: Double(radius))
        return Image(kernelApplication: Self.kernel, inputs: [input, blurred], values: [.float(sharpness)],
                     extent: input.extent)
    }
}
