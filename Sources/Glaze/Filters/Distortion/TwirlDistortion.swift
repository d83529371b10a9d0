import FoundationEssentials

/// Twirls the image about a point (Core Image's `CITwirlDistortion`; Glaze's formula): inside
/// `radius` the image turns by `angle · s`, `s = t²(3 − 2t)`, `t = 1 − d / radius` — the full angle
/// at the centre, none at the rim. Positive angles turn counter-clockwise; 0 is the identity.
/// A `warp` kernel.
public struct TwirlDistortion: Filter {
    /// Centre of the effect, working-space pixels.
    public var center: Point
    /// Radius of the affected disc. 0...100000 px.
    public var radius: Float
    /// Rotation at the centre, counter-clockwise. -10000...10000 rad.
    public var angle: Float

    /// A twirl; each value is clamped into its range (NaN gives the default).
    /// - Parameters:
    ///   - center: centre of the effect in working-space pixels (coordinates within ±1e6).
    ///   - radius: radius of the affected disc, 0...100000 px.
    ///   - angle: rotation at the centre in radians, counter-clockwise, -10000...10000; 0 leaves the
    ///     image unchanged.
    public init(center: Point = Point(x: 150, y: 150), radius: Float = 300, angle: Float = 3.14159265) {
        self.center = SpatialFilterSupport.point(center, fallback: Point(x: 150, y: 150))
        self.radius = SpatialFilterSupport.clamp(radius, 0...100000, nan: 300)
        self.angle = SpatialFilterSupport.clamp(angle, -10000...10000, nan: 3.14159265)
    }

    public init(parameters: FilterParameters) throws {
        self.init(center: parameters.point("center"),
                  radius: parameters.float("radius"),
                  angle: parameters.float("angle"))
    }

    public static let descriptor = FilterDescriptor(
        name: "twirlDistortion", aliases: ["CITwirlDistortion"], displayName: "Twirl Distortion",
        category: .distortion,
        parameters: [
            .position("center", 150, 150, doc: "Centre of the effect."),
            .number("radius", 300, min: 0, max: 100000, slider: 0...500,
                    type: .distance, unit: "px", doc: "Radius of the affected disc."),
            .number("angle", 3.14159265, min: -10000, max: 10000, slider: -12.566...12.566,
                    identity: 0, type: .angle, unit: "rad", doc: "Rotation at the centre, counter-clockwise."),
        ],
        doc: "Twirls the image about a point inside a circle.")

    static let kernel = Kernel(builtin: "Filters/Distortion/twirl-distortion.glsl", name: "twirlDistortion",
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
