import Foundation

/// A bulge along a line (Core Image's `CIBumpDistortionLinear`, with Core Image's formula): within
/// `radius` of the line through `center` at `angle`, with `s` the signed distance from the line and
/// `n` its normal, `source = p + n · s · (scale − 1) · smoothstep(1 − |s| / radius)`. `scale` below 1
/// magnifies the band, above 1 shrinks it; 1 is the identity. A `warp` kernel.
public struct BumpDistortionLinear: Filter {
    /// Centre of the effect, working-space pixels.
    public var center: Point
    /// Half-width of the affected band. 0...100000 px.
    public var radius: Float
    /// Direction of the line through the centre. -10000...10000 rad.
    public var angle: Float
    /// Below 1 magnifies the band, above 1 shrinks it; 1 leaves the image unchanged. -10...10.
    public var scale: Float

    /// A linear bump; each value is clamped into its range (NaN gives the default).
    /// - Parameters:
    ///   - center: a point on the line, in working-space pixels (coordinates within ±1e6).
    ///   - radius: half-width of the affected band, 0...100000 px.
    ///   - angle: direction of the line through the centre in radians, -10000...10000.
    ///   - scale: -10...10: below 1 magnifies the band, above 1 shrinks it, 1 leaves the image unchanged.
    public init(center: Point = Point(x: 150, y: 150), radius: Float = 300, angle: Float = 0, scale: Float = 0.5) {
        self.center = SpatialFilterSupport.point(center, fallback: Point(x: 150, y: 150))
        self.radius = clampParameter(radius, 0...100000, nan: 300)
        self.angle = clampParameter(angle, -10000...10000, nan: 0)
        self.scale = clampParameter(scale, -10...10, nan: 0.5)
    }

    public init(parameters: FilterParameters) throws {
        try self.init(center: parameters.point("center"),
                  radius: parameters.float("radius"),
                  angle: parameters.float("angle"),
                  scale: parameters.float("scale"))
    }

    public static let descriptor = FilterDescriptor(
        name: "bumpDistortionLinear", aliases: ["CIBumpDistortionLinear"], displayName: "Bump Distortion Linear",
        category: .distortion,
        parameters: [
            .position("center", 150, 150, doc: "Centre of the effect."),
            .number("radius", 300, min: 0, max: 100000, slider: 0...1200,
                    type: .distance, unit: "px", doc: "Half-width of the affected band."),
            .number("angle", 0, min: -10000, max: 10000, slider: -3.1416...3.1416,
                    type: .angle, unit: "rad", doc: "Direction of the line through the centre."),
            .number("scale", 0.5, min: -10, max: 10, slider: 0...2,
                    identity: 1, doc: "Below 1 magnifies the band, above 1 shrinks it; 1 leaves the image unchanged."),
        ],
        doc: "Bulges a band of the image along a line.")

    static let kernel = Kernel(builtin: "Filters/Distortion/bump-distortion-linear.glsl", name: "bumpDistortionLinear",
                               kind: .warp, parameters: [
                                   KernelParameter("center", .vec2),
                                   KernelParameter("radius", .float),
                                   KernelParameter("angle", .float),
                                   KernelParameter("scale", .float),
                               ])

    public func apply(to input: Image) -> Image {
        if scale == 1 || radius < 0.001 { return input }
        let center = self.center
        let values: [UniformValue] = [center.uniformValue, .float(radius), .float(angle), .float(scale)]
        let reach = Double(radius) * abs(Double(scale) - 1) + 1
        return Image(kernelApplication: Self.kernel, inputs: [input], values: values, extent: input.extent,
                     regionOfInterest: { _, r in r.insetBy(dx: -reach, dy: -reach) })
    }
}
