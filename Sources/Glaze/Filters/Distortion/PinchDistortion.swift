import FoundationEssentials

/// Pinches the image towards a point (Core Image's `CIPinchDistortion`; Core Image's kernel is
/// unpublished, this is Glaze's formula): inside `radius`, `source = center + (p − center) ·
/// sin(π/2 · d / radius)^(−scale / 2)`, seamless at the rim, pulling content inwards more the
/// larger `scale` (0...2; 0 is the identity). Samples stay inside the disc. A `warp` kernel.
public struct PinchDistortion: Filter {
    /// Centre of the effect, working-space pixels.
    public var center: Point
    /// Radius of the affected disc. 0...100000 px.
    public var radius: Float
    /// Strength of the pinch: 0 none, 2 collapses the disc. 0...2.
    public var scale: Float

    /// A pinch; each value is clamped into its range (NaN gives the default).
    /// - Parameters:
    ///   - center: centre of the effect in working-space pixels (coordinates within ±1e6).
    ///   - radius: radius of the affected disc, 0...100000 px.
    ///   - scale: strength of the pinch, 0...2: 0 none, 2 collapses the disc.
    public init(center: Point = Point(x: 150, y: 150), radius: Float = 300, scale: Float = 0.5) {
        self.center = SpatialFilterSupport.point(center, fallback: Point(x: 150, y: 150))
        self.radius = SpatialFilterSupport.clamp(radius, 0...100000, nan: 300)
        self.scale = SpatialFilterSupport.clamp(scale, 0...2, nan: 0.5)
    }

    public init(parameters: FilterParameters) throws {
        self.init(center: parameters.point("center"),
                  radius: parameters.float("radius"),
                  scale: parameters.float("scale"))
    }

    public static let descriptor = FilterDescriptor(
        name: "pinchDistortion", aliases: ["CIPinchDistortion"], displayName: "Pinch Distortion",
        category: .distortion,
        parameters: [
            .position("center", 150, 150, doc: "Centre of the effect."),
            .number("radius", 300, min: 0, max: 100000, slider: 0...1000,
                    type: .distance, unit: "px", doc: "Radius of the affected disc."),
            .number("scale", 0.5, min: 0, max: 2, slider: 0...2,
                    identity: 0, doc: "Strength of the pinch: 0 none, 2 collapses the disc."),
        ],
        doc: "Pinches the image towards a point inside a circle.")

    static let kernel = Kernel(builtin: "Filters/Distortion/pinch-distortion.glsl", name: "pinchDistortion",
                               kind: .warp, parameters: [
                                   KernelParameter("center", .vec2),
                                   KernelParameter("radius", .float),
                                   KernelParameter("scale", .float),
                               ])

    public func apply(to input: Image) -> Image {
        if scale == 0 || radius < 0.001 { return input }
        let center = self.center
        let circle = SpatialFilterSupport.box(center: center, radius: Double(radius))
        let values: [UniformValue] = [SpatialFilterSupport.vec2(center), .float(radius), .float(scale)]
        return Image(kernelApplication: Self.kernel, inputs: [input], values: values,
                     extent: SpatialFilterSupport.extent(of: input.extent, plus: circle),
                     regionOfInterest: { _, r in SpatialFilterSupport.circularROI(r, circle: circle, reach: circle) })
    }
}
