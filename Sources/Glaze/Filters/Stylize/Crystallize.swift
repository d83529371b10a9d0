/// Breaks the image into polygonal cells (a Voronoi diagram of one jittered point per
/// `radius`-sized square), each filled with the colour at its point (Core Image's
/// `CICrystallize`). Deterministic; a warp that folds into the pass that reads the image.
public struct Crystallize: Filter {
    /// Typical cell size in pixels, 1...200.
    public var radius: Float
    /// Anchor of the grid of points (working-space pixels).
    public var center: Point

    /// A crystallize effect; each value is clamped into its range.
    /// - Parameters:
    ///   - radius: typical size of the cells, 1...200 px (NaN gives 1).
    ///   - center: anchor of the grid the cell points are jittered on, in working-space pixels
    ///     (non-finite coordinates give 0).
    public init(radius: Float = 20, center: Point = Point(x: 150, y: 150)) {
        self.radius = radius.isNaN ? 1 : min(max(radius, 1), 200)
        self.center = center.sanitizedForStylize
    }

    public init(parameters: FilterParameters) throws {
        try self.init(radius: parameters.float("radius"), center: parameters.point("center"))
    }

    public static let descriptor = FilterDescriptor(
        name: "crystallize", aliases: ["CICrystallize"], displayName: "Crystallize", category: .stylize,
        parameters: [
            .number("radius", 20, min: 1, max: 200, slider: 1...100, type: .distance, unit: "px",
                    doc: "Typical size of the polygonal cells, in pixels."),
            .position("center", 150, 150, doc: "Anchor of the grid the cell points are jittered on, in pixels."),
        ],
        doc: "Breaks the image into polygons filled with single colours.")

    static let kernel = Kernel(builtin: "Filters/Stylize/crystallize.glsl", name: "crystallize", kind: .warp,
                               parameters: [KernelParameter("center", .vec2), KernelParameter("radius", .float)])

    public func apply(to input: Image) -> Image {
        let reach = 2 * Double(radius) + 1
        return Image(kernelApplication: Self.kernel, inputs: [input],
                     values: [.vec2(Float(center.x), Float(center.y)), .float(radius)], extent: input.extent,
                     regionOfInterest: { _, r in r.blurOutset(reach) })
    }
}
