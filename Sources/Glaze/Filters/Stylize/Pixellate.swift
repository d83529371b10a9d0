/// Makes the image blocky: squares of `scale` pixels, each filled with the colour at its centre
/// (Core Image's `CIPixellate`). A warp: it folds into the pass that reads the image.
public struct Pixellate: Filter {
    /// A corner of the grid of squares (working-space pixels).
    public var center: Point
    /// Side of the squares in pixels, 1...200. 1 leaves the image unchanged.
    public var scale: Float

    /// A pixellation; each value is clamped into its range.
    /// - Parameters:
    ///   - center: a corner of the grid of squares, in working-space pixels (non-finite coordinates
    ///     give 0).
    ///   - scale: side of each square, 1...200 px (NaN gives 1); 1 leaves the image unchanged.
    public init(center: Point = Point(x: 150, y: 150), scale: Float = 8) {
        self.center = center.sanitizedForStylize
        self.scale = scale.isNaN ? 1 : min(max(scale, 1), 200)
    }

    public init(parameters: FilterParameters) throws {
        try self.init(center: parameters.point("center"), scale: parameters.float("scale"))
    }

    public static let descriptor = FilterDescriptor(
        name: "pixellate", aliases: ["CIPixellate"], displayName: "Pixellate", category: .stylize,
        parameters: [
            .position("center", 150, 150, doc: "A corner of the grid of squares, in pixels."),
            .number("scale", 8, min: 1, max: 200, slider: 1...100, identity: 1, type: .distance, unit: "px",
                    doc: "Side of each square in pixels."),
        ],
        doc: "Makes the image blocky with squares filled with the colour at their centres.")

    static let kernel = Kernel(builtin: "Filters/Stylize/pixellate.glsl", name: "pixellate", kind: .warp,
                               parameters: [KernelParameter("center", .vec2), KernelParameter("scale", .float)])

    public func apply(to input: Image) -> Image {
        guard scale > 1 else { return input }
        let reach = Double(scale) + 1
        return Image(kernelApplication: Self.kernel, inputs: [input],
                     values: [.vec2(Float(center.x), Float(center.y)), .float(scale)], extent: input.extent,
                     regionOfInterest: { _, r in r.blurOutset(reach) })
    }
}

extension Point {
    /// Non-finite coordinates become 0 (filter initialisers must never pass NaN on).
    var sanitizedForStylize: Point {
        Point(x: x.isFinite ? x : 0, y: y.isFinite ? y : 0)
    }
}
