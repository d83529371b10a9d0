/// Pushes a sprite or layer back in depth (the 2012 games demo's depth-cued trees): a Gaussian
/// blur of depth · `maxRadius` and a fog tint of depth · `fogAmount`, keeping the coverage.
/// Outside its extent the image is transparent (sprites get soft edges); the extent grows.
public struct DepthCue: DeclaredFilter {
    /// Depth of the layer, 0 (near: unchanged) ... 1 (far).
    public var depth: Float
    /// Gaussian standard deviation at depth 1, 0...100 px.
    public var maxRadius: Float
    /// Colour of the distance fog (linear RGB, components 0...1e4; alpha is ignored).
    public var fogColor: SIMD4<Float>
    /// Fog mix at depth 1, 0...1.
    public var fogAmount: Float

    @usableFromInline enum P {
        @usableFromInline static let depth = FilterParameter<Float>.number(
            "depth", 0.5, min: 0, max: 1, slider: 0...1, identity: 0,
            doc: "Depth of the layer: 0 is near (unchanged), 1 is far (most blur and fog).")
        @usableFromInline static let maxRadius = FilterParameter<Float>.number(
            "maxRadius", 8, min: 0, max: 100, slider: 0...30, type: .distance, unit: "px",
            doc: "Gaussian blur (standard deviation) at depth 1, in pixels.")
        @usableFromInline static let fogColor = FilterParameter<SIMD4<Float>>.color(
            "fogColor", [0.7, 0.75, 0.8, 1], doc: "Colour of the distance fog (linear RGB; alpha is ignored).")
        @usableFromInline static let fogAmount = FilterParameter<Float>.number(
            "fogAmount", 0.6, min: 0, max: 1, slider: 0...1,
            doc: "How far the colour moves towards the fog at depth 1.")
    }

    /// A depth cue; each argument sets the property of the same name, clamped into its range (NaN
    /// gives the default; a colour's NaN component gives 0). Depth 0 leaves the image unchanged.
    public init(depth: Float = P.depth.defaultValue, maxRadius: Float = P.maxRadius.defaultValue,
                fogColor: SIMD4<Float> = P.fogColor.defaultValue, fogAmount: Float = P.fogAmount.defaultValue) {
        self.depth = P.depth.clamped(depth)
        self.maxRadius = P.maxRadius.clamped(maxRadius)
        self.fogColor = P.fogColor.clamped(fogColor)
        self.fogAmount = P.fogAmount.clamped(fogAmount)
    }

    static let bindings: [BoundParameter<Self>] = [
        P.depth.bound(to: \.depth), P.maxRadius.bound(to: \.maxRadius), P.fogColor.bound(to: \.fogColor),
        P.fogAmount.bound(to: \.fogAmount),
    ]

    public init(parameters: FilterParameters) throws { self.init(); try read(parameters) }

    public static let descriptor = FilterDescriptor(
        builtin: "depthCue", "Depth Cue", .recipe, coreImage: false, declared,
        doc: "Blurs and fogs a layer by its depth, so far layers recede.")

    /// The fog: the colour (RGB, not premultiplied) and the mix.
    static let kernel = Kernel(filter: "Recipe", "depthCueFog",
                               leading: [KernelParameter("fogColor", .vec3), KernelParameter("amount", .float)])

    public func apply(to input: Image) -> Image {
        guard depth > 0 else { return input }
        let blurred = input.gaussianBlurred(sigma: Double(depth * maxRadius))
        let amount = depth * fogAmount
        guard amount > 0 else { return blurred }
        return Image(kernelApplication: Self.kernel, inputs: [blurred],
                     values: [.vec3(fogColor.x, fogColor.y, fogColor.z), .float(amount)])
    }
}
