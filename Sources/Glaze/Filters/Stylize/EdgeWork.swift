/// A black-and-white woodblock look (Core Image's `CIEdgeWork`): black where the luminance
/// blurred by radius/2 is darker than the luminance blurred by 0.8·radius (a difference of
/// Gaussians), white elsewhere; opaque. The blurs see the image clamped to its extent.
public struct EdgeWork: Filter {
    /// Scale of the strokes in pixels, 0.5...50.
    public var radius: Float

    /// An edge-work look with strokes of scale `radius` pixels, clamped to 0.5...50 (NaN gives 0.5).
    public init(radius: Float = 3) {
        self.radius = radius.isNaN ? 0.5 : min(max(radius, 0.5), 50)
    }

    public init(parameters: FilterParameters) throws {
        try self.init(radius: parameters.float("radius"))
    }

    public static let descriptor = FilterDescriptor(
        name: "edgeWork", aliases: ["CIEdgeWork"], displayName: "Edge Work", category: .stylize,
        parameters: [
            .number("radius", 3, min: 0.5, max: 50, slider: 0.5...20, type: .distance, unit: "px",
                    doc: "Scale of the strokes: the blurs compared are radius/2 and 0.8·radius."),
        ],
        doc: "Renders the image as black strokes on white, like a woodblock print.")

    static let kernel = Kernel(builtin: "Filters/Stylize/edge-work.glsl", name: "edgeWork", kind: .color, inputCount: 2)

    public func apply(to input: Image) -> Image {
        let clamped = input.clampedToExtent()
        let fine = clamped.gaussianBlurred(sigma: Double(radius) / 2)
        let coarse = clamped.gaussianBlurred(sigma: Double(radius) * 0.8)
        return Image(kernelApplication: Self.kernel, inputs: [fine, coarse], values: [], extent: input.extent)
    }
}
