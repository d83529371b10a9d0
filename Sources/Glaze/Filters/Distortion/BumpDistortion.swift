import FoundationEssentials

/// A round bulge or dent (Core Image's `CIBumpDistortion`, with Core Image's formula): inside
/// `radius` the sample point moves along the ray from `center`, `source = center + (p − center) ·
/// (1 − scale · s)`, `s = t²(3 − 2t)`, `t = 1 − d / radius`. Positive `scale` magnifies (the
/// image bulges out of the page), negative shrinks it (into the page); 0 is the identity.
/// (Core Image's 2013 guide words the sign the other way round; the formula is the framework's.)
/// A `warp` kernel: it folds into the pass that reads it.
public struct BumpDistortion: Filter {
    /// Centre of the effect, working-space pixels.
    public var center: Point
    /// Radius of the affected disc. 0...100000 px.
    public var radius: Float
    /// Strength and direction: positive bulges out of the page, negative pushes in. -10...10.
    public var scale: Float

    /// A bump; each value is clamped into its range (NaN gives the default).
    /// - Parameters:
    ///   - center: centre of the effect in working-space pixels (coordinates within ±1e6).
    ///   - radius: radius of the affected disc, 0...100000 px.
    ///   - scale: strength and direction, -10...10: positive bulges out of the page, negative pushes in,
    ///     0 leaves the image unchanged.
    public init(center: Point = Point(x: 150, y: 150), radius: Float = 300, scale: Float = -0.5) {
        self.center = SpatialFilterSupport.point(center, fallback: Point(x: 150, y: 150))
        self.radius = SpatialFilterSupport.clamp(radius, 0...100000, nan: 300)
        self.scale = SpatialFilterSupport.clamp(scale, -10...10, nan: -0.5)
    }

    public init(parameters: FilterParameters) throws {
        self.init(center: parameters.point("center"),
                  radius: parameters.float("radius"),
                  scale: parameters.float("scale"))
    }

    public static let descriptor = FilterDescriptor(
        name: "bumpDistortion", aliases: ["CIBumpDistortion"], displayName: "Bump Distortion",
        category: .distortion,
        parameters: [
            .position("center", 150, 150, doc: "Centre of the effect."),
            .number("radius", 300, min: 0, max: 100000, slider: 0...1200,
                    type: .distance, unit: "px", doc: "Radius of the affected disc."),
            .number("scale", -0.5, min: -10, max: 10, slider: -1...1,
                    identity: 0, doc: "Strength and direction: positive bulges out of the page, negative pushes in."),
        ],
        doc: "Bulges the image out of (or into) the page inside a circle.")

    static let kernel = Kernel(builtin: "Filters/Distortion/bump-distortion.glsl", name: "bumpDistortion",
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
        let reach = SpatialFilterSupport.box(center: center, radius: Double(radius) * max(1, abs(1 - Double(scale))))
        return Image(kernelApplication: Self.kernel, inputs: [input], values: values,
                     extent: SpatialFilterSupport.extent(of: input.extent, plus: circle),
                     regionOfInterest: { _, r in SpatialFilterSupport.circularROI(r, circle: circle, reach: reach) })
    }
}
