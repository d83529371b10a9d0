/// Finds edges and shows them in colour on black (Core Image's `CIEdges`): per channel, the
/// Sobel gradient magnitude / 4 (a unit step reads 1 on both sides) times `intensity`; opaque.
public struct Edges: Filter {
    /// Gain on the gradient magnitude, 0...10.
    public var intensity: Float

    /// Edge detection with gain `intensity` on the gradient magnitude, clamped to 0...10 (NaN gives 0).
    public init(intensity: Float = 1) {
        self.intensity = intensity.isNaN ? 0 : min(max(intensity, 0), 10)
    }

    public init(parameters: FilterParameters) throws {
        try self.init(intensity: parameters.float("intensity"))
    }

    public static let descriptor = FilterDescriptor(
        name: "edges", aliases: ["CIEdges"], displayName: "Edges", category: .stylize,
        parameters: [
            .number("intensity", 1, min: 0, max: 10, slider: 0...5,
                    doc: "Gain on the edge strength (Sobel gradient magnitude / 4 per channel)."),
        ],
        doc: "Shows the edges of the image in colour on black.")

    static let kernel = Kernel(builtin: "Filters/Stylize/edges.glsl", name: "edges", kind: .sampling,
                               parameters: [KernelParameter("intensity", .float)])

    public func apply(to input: Image) -> Image {
        Image(kernelApplication: Self.kernel, inputs: [input], values: [.float(intensity)], extent: input.extent,
              regionOfInterest: { _, r in r.blurOutset(2) })
    }
}
