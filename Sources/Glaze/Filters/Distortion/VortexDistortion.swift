import FoundationEssentials

/// Spins the image into a vortex (Core Image's `CIVortexDistortion`; Glaze's formula): inside
/// `radius` the image turns by `angle · (1 − d / radius)³`, a rotation concentrated at the core;
/// the default 56.55 rad is nine turns. Counter-clockwise for positive angles; 0 is the identity.
/// A `warp` kernel.
public struct VortexDistortion: Filter {
    /// Centre of the effect, working-space pixels.
    public var center: Point
    /// Radius of the affected disc. 0...100000 px.
    public var radius: Float
    /// Rotation at the centre, counter-clockwise. -10000...10000 rad.
    public var angle: Float

    /// A vortex; each value is clamped into its range (NaN gives the default).
    /// - Parameters:
    ///   - center: centre of the effect in working-space pixels (coordinates within ±1e6).
    ///   - radius: radius of the affected disc, 0...100000 px.
    ///   - angle: rotation at the centre in radians, counter-clockwise, -10000...10000 (the default
    ///     56.55 is nine turns); 0 leaves the image unchanged.
    public init(center: Point = Point(x: 150, y: 150), radius: Float = 300, angle: Float = 56.55) {
        self.center = SpatialFilterSupport.point(center, fallback: Point(x: 150, y: 150))
        self.radius = SpatialFilterSupport.clamp(radius, 0...100000, nan: 300)
        self.angle = SpatialFilterSupport.clamp(angle, -10000...10000, nan: 56.55)
    }

    public init(parameters: FilterParameters) throws {
        self.init(center: parameters.point("center"),
                  radius: parameters.float("radius"),
                  angle: parameters.float("angle"))
    }

    public static let descriptor = FilterDescriptor(
        name: "vortexDistortion", aliases: ["CIVortexDistortion"], displayName: "Vortex Distortion",
        category: .distortion,
        parameters: [
            .position("center", 150, 150, doc: "Centre of the effect."),
            .number("radius", 300, min: 0, max: 100000, slider: 0...800,
                    type: .distance, unit: "px", doc: "Radius of the affected disc."),
            .number("angle", 56.55, min: -10000, max: 10000, slider: -94.25...94.25,
                    identity: 0, type: .angle, unit: "rad", doc: "Rotation at the centre, counter-clockwise."),
        ],
        doc: "Spins the image into a vortex inside a circle.")

    static let kernel = Kernel(builtin: "Filters/Distortion/vortex-distortion.glsl", name: "vortexDistortion",
                               kind: .warp, parameters: [
                                   KernelParameter("center", .vec2),
                                   KernelParameter("radius", .float),
                                   KernelParameter("angle", .float),
                               ])

    public func apply(to input: Image) -> Image {
        if angle == 0 || radius < 0.001 { return input }
        let center = self.center
        let circle = SpatialFilterSupport.box(center: center, radius: Double(radius))
        let values: [UniformValue] = [SpatialFilterSupport.vec2(center), .float(radius), .float(angle)]
        return Image(kernelApplication: Self.kernel, inputs: [input], values: values,
                     extent: SpatialFilterSupport.extent(of: input.extent, plus: circle),
                     regionOfInterest: { _, r in SpatialFilterSupport.circularROI(r, circle: circle, reach: circle) })
    }
}
