import Foundation

/// Splashes a circle's rim outwards (Core Image's `CICircleSplashDistortion`): inside `radius` the
/// image is unchanged; outside, each pixel repeats the rim pixel on its ray from `center`, so the
/// output has an infinite extent. A `warp` kernel.
public struct CircleSplashDistortion: Filter {
    /// Centre of the effect, working-space pixels.
    public var center: Point
    /// Radius of the circle whose rim is splashed. 0...100000 px.
    public var radius: Float

    /// A circle splash; each value is clamped into its range (NaN gives the default).
    /// - Parameters:
    ///   - center: centre of the circle in working-space pixels (coordinates within ±1e6).
    ///   - radius: radius of the circle whose rim is splashed, 0...100000 px.
    public init(center: Point = Point(x: 150, y: 150), radius: Float = 150) {
        self.center = SpatialFilterSupport.point(center, fallback: Point(x: 150, y: 150))
        self.radius = clampParameter(radius, 0...100000, nan: 150)
    }

    public init(parameters: FilterParameters) throws {
        try self.init(center: parameters.point("center"),
                  radius: parameters.float("radius"))
    }

    public static let descriptor = FilterDescriptor(
        name: "circleSplashDistortion", aliases: ["CICircleSplashDistortion"], displayName: "Circle Splash Distortion",
        category: .distortion,
        parameters: [
            .position("center", 150, 150, doc: "Centre of the effect."),
            .number("radius", 150, min: 0, max: 100000, slider: 0...1000,
                    type: .distance, unit: "px", doc: "Radius of the circle whose rim is splashed."),
        ],
        doc: "Keeps a circle and smears its rim outwards.")

    static let kernel = Kernel(builtin: "Filters/Distortion/circle-splash-distortion.glsl",
                               name: "circleSplashDistortion", kind: .warp, parameters: [
                                   KernelParameter("center", .vec2),
                                   KernelParameter("radius", .float),
                               ])

    public func apply(to input: Image) -> Image {
        let center = self.center
        let values: [UniformValue] = [center.uniformValue, .float(radius)]
        let reach = Double(radius)
        return Image(kernelApplication: Self.kernel, inputs: [input], values: values,
                     extent: input.extent.isEmpty ? input.extent : Rect.infinite,
                     regionOfInterest: { _, r in Self.regionOfInterest(r, center: center, radius: reach) })
    }

    /// Inside the disc the output reads itself; anywhere else it reads the rim.
    static func regionOfInterest(_ r: Rect, center c: Point, radius: Double) -> Rect {
        if r.isInfinite { return r }
        let corners = [Point(x: r.minX, y: r.minY), Point(x: r.maxX, y: r.minY), Point(x: r.minX, y: r.maxY),
                       Point(x: r.maxX, y: r.maxY)]
        let inside = corners.allSatisfy { p in
            ((p.x - c.x) * (p.x - c.x) + (p.y - c.y) * (p.y - c.y)).squareRoot() <= radius
        }
        return inside ? r : SpatialFilterSupport.box(center: c, radius: radius + 1)
    }
}
