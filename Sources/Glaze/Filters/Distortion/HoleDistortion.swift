import Foundation

/// Punches a hole in the image (Core Image's `CIHoleDistortion`, the kernel of the Core Image
/// programming guide): outside `radius`, `source = center + unit(p − center) · (d − radius² / d)`,
/// pushing the image outwards; inside, every pixel shows the colour at the centre. Radius 0 is the
/// identity. A `warp` kernel.
public struct HoleDistortion: Filter {
    /// Centre of the effect, working-space pixels.
    public var center: Point
    /// Radius of the hole. 0...100000 px.
    public var radius: Float

    /// A hole; each value is clamped into its range (NaN gives the default).
    /// - Parameters:
    ///   - center: centre of the hole in working-space pixels (coordinates within ±1e6).
    ///   - radius: radius of the hole, 0...100000 px; 0 leaves the image unchanged.
    public init(center: Point = Point(x: 150, y: 150), radius: Float = 150) {
        self.center = SpatialFilterSupport.point(center, fallback: Point(x: 150, y: 150))
        self.radius = clampParameter(radius, 0...100000, nan: 150)
    }

    public init(parameters: FilterParameters) throws {
        try self.init(center: parameters.point("center"),
                  radius: parameters.float("radius"))
    }

    public static let descriptor = FilterDescriptor(
        name: "holeDistortion", aliases: ["CIHoleDistortion"], displayName: "Hole Distortion",
        category: .distortion,
        parameters: [
            .position("center", 150, 150, doc: "Centre of the effect."),
            .number("radius", 150, min: 0, max: 100000, slider: 0...1000,
                    identity: 0, type: .distance, unit: "px", doc: "Radius of the hole."),
        ],
        doc: "Pushes the image outwards from a circular hole.")

    static let kernel = Kernel(builtin: "Filters/Distortion/hole-distortion.glsl", name: "holeDistortion",
                               kind: .warp, parameters: [
                                   KernelParameter("center", .vec2),
                                   KernelParameter("radius", .float),
                               ])

    public func apply(to input: Image) -> Image {
        if radius < 0.001 { return input }
        let center = self.center
        let circle = SpatialFilterSupport.box(center: center, radius: Double(radius))
        let values: [UniformValue] = [center.uniformValue, .float(radius)]
        let reach = Double(radius)
        let centre = SpatialFilterSupport.box(center: center, radius: 1)
        let e = input.extent
        return Image(kernelApplication: Self.kernel, inputs: [input], values: values,
                     extent: e.isEmpty ? e : e.insetBy(dx: -reach, dy: -reach).union(circle),
                     regionOfInterest: { _, r in
                         r.isInfinite ? r : r.insetBy(dx: -reach - 1, dy: -reach - 1).union(centre)
                     })
    }
}
