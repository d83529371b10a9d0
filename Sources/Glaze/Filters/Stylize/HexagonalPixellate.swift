/// Makes the image into hexagonal tiles, each filled with the colour at its centre (Core
/// Image's `CIHexagonalPixellate`). A warp: it folds into the pass that reads the image.
public struct HexagonalPixellate: Filter {
    /// A hexagon centre of the grid (working-space pixels).
    public var center: Point
    /// Distance between neighbouring hexagon centres in pixels, 1...200.
    public var scale: Float

    /// A hexagonal pixellation; each value is clamped into its range.
    /// - Parameters:
    ///   - center: the centre of one hexagon of the grid, in working-space pixels (non-finite
    ///     coordinates give 0).
    ///   - scale: distance between neighbouring hexagon centres, 1...200 px (NaN gives 1).
    public init(center: Point = Point(x: 150, y: 150), scale: Float = 8) {
        self.center = center.sanitizedForStylize
        self.scale = scale.isNaN ? 1 : min(max(scale, 1), 200)
    }

    public init(parameters: FilterParameters) throws {
        try self.init(center: parameters.point("center"), scale: parameters.float("scale"))
    }

    public static let descriptor = FilterDescriptor(
        name: "hexagonalPixellate", aliases: ["CIHexagonalPixellate"], displayName: "Hexagonal Pixellate",
        category: .stylize,
        parameters: [
            .position("center", 150, 150, doc: "The centre of one hexagon of the grid, in pixels."),
            .number("scale", 8, min: 1, max: 200, slider: 1...100, type: .distance, unit: "px",
                    doc: "Distance between neighbouring hexagon centres, in pixels."),
        ],
        doc: "Tiles the image with hexagons filled with the colour at their centres.")

    static let kernel = Kernel(builtin: "Filters/Stylize/hexagonal-pixellate.glsl", name: "hexagonalPixellate",
                               kind: .warp, parameters: [KernelParameter("center", .vec2), KernelParameter("scale", .float)])

    public func apply(to input: Image) -> Image {
        let reach = Double(scale) + 1
        return Image(kernelApplication: Self.kernel, inputs: [input],
                     values: [.vec2(Float(center.x), Float(center.y)), .float(scale)], extent: input.extent,
                     regionOfInterest: { _, r in r.blurOutset(reach) })
    }
}
