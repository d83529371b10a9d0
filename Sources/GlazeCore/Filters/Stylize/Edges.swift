/// Finds edges and shows them in colour on black (Core Image's `CIEdges`): per channel, the
/// Sobel gradient magnitude / 4 (a unit step reads 1 on both sides) times `intensity`; opaque.
public struct Edges: Filter {
    /// Gain on the gradient magnitude, 0...10 (NaN gives 0).
    public var intensity: Float

    @usableFromInline static let intensityParameter = FilterParameter<Float>.number(
        "intensity", 1, min: 0, max: 10, slider: 0...5,
        doc: "Gain on the edge strength (Sobel gradient magnitude / 4 per channel).")

    /// Edge detection with gain `intensity` on the gradient magnitude, clamped to 0...10 (NaN gives 0).
    public init(intensity: Float = Edges.intensityParameter.defaultValue) {
        self.intensity = Self.intensityParameter.clamped(intensity, nan: 0)
    }

    public init(parameters: FilterParameters) throws {
        try self.init(intensity: parameters[Self.intensityParameter])
    }

    /// Registry name `edges`, alias `CIEdges`.
    public static let descriptor = FilterDescriptor(builtin: "edges", "Edges", .stylize, [intensityParameter],
                                                    doc: "Shows the edges of the image in colour on black.")

    static let kernel = Kernel(filter: "Stylize", "edges", kind: .sampling, [intensityParameter])

    public func apply(to input: Image) -> Image {
        Image(kernelApplication: Self.kernel, inputs: [input], values: [Self.intensityParameter.uniform(intensity)],
              extent: input.extent, regionOfInterest: { _, r in r.blurOutset(2) })
    }
}
