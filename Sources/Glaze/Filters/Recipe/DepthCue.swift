/// Pushes a sprite or layer back in depth (the 2012 games demo's depth-cued trees): a Gaussian
/// blur of depth · `maxRadius` and a fog tint of depth · `fogAmount`, keeping the coverage.
/// Outside its extent the image is transparent (sprites get soft edges); the extent grows.
public struct DepthCue: Filter {
    /// Depth of the layer, 0 (near: unchanged) ... 1 (far).
    public var depth: Float
    /// Gaussian standard deviation at depth 1, in pixels.
    public var maxRadius: Float
    /// Colour of the distance fog (linear RGB).
    public var fogColor: SIMD4<Float>
    /// Fog mix at depth 1, 0...1.
    public var fogAmount: Float

    /// A depth cue; each value is clamped into its range (NaN gives 0).
    /// - Parameters:
    ///   - depth: depth of the layer, 0...1: 0 is near (unchanged), 1 is far (most blur and fog).
    ///   - maxRadius: Gaussian standard deviation at depth 1, 0...100 px.
    ///   - fogColor: colour of the distance fog (linear RGB, components 0...1e4; alpha is ignored).
    ///   - fogAmount: how far colour moves towards the fog at depth 1, 0...1.
    public init(depth: Float = 0.5, maxRadius: Float = 8, fogColor: SIMD4<Float> = SIMD4(0.7, 0.75, 0.8, 1),
                fogAmount: Float = 0.6) {
        self.depth = depth.isNaN ? 0 : min(max(depth, 0), 1)
        self.maxRadius = maxRadius.isNaN ? 0 : min(max(maxRadius, 0), 100)
        self.fogColor = fogColor.sanitizedColorForStylize
        self.fogAmount = fogAmount.isNaN ? 0 : min(max(fogAmount, 0), 1)
    }

    public init(parameters: FilterParameters) throws {
        try self.init(depth: parameters.float("depth"), maxRadius: parameters.float("maxRadius"),
                  fogColor: parameters.color("fogColor"), fogAmount: parameters.float("fogAmount"))
    }

    public static let descriptor = FilterDescriptor(
        name: "depthCue", displayName: "Depth Cue", category: .recipe,
        parameters: [
            .number("depth", 0.5, min: 0, max: 1, slider: 0...1, identity: 0,
                    doc: "Depth of the layer: 0 is near (unchanged), 1 is far (most blur and fog)."),
            .number("maxRadius", 8, min: 0, max: 100, slider: 0...30, type: .distance, unit: "px",
                    doc: "Gaussian blur (standard deviation) at depth 1, in pixels."),
            .color("fogColor", SIMD4(0.7, 0.75, 0.8, 1), doc: "Colour of the distance fog (linear RGB; alpha is ignored)."),
            .number("fogAmount", 0.6, min: 0, max: 1, slider: 0...1, doc: "How far the colour moves towards the fog at depth 1."),
        ],
        doc: "Blurs and fogs a layer by its depth, so far layers recede.")

    static let kernel = Kernel(builtin: "Filters/Recipe/depth-cue-fog.glsl", name: "depthCueFog", kind: .color,
                               parameters: [KernelParameter("fogColor", .vec3), KernelParameter("amount", .float)])

    public func apply(to input: Image) -> Image {
        guard depth > 0 else { return input }
        let blurred = input.gaussianBlurred(sigma: Double(depth * maxRadius))
        let amount = depth * fogAmount
        guard amount > 0 else { return blurred }
        return Image(kernelApplication: Self.kernel, inputs: [blurred],
                     values: [.vec3(fogColor.x, fogColor.y, fogColor.z), .float(amount)])
    }
}
