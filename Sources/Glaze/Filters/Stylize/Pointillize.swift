/// Paints the image as dots of colour on a white canvas (Core Image's `CIPointillize`): one dot
/// of `radius` pixels per (1.25·radius)-pixel square, at a jittered point, in the image's colour
/// at that point. Deterministic.
public struct Pointillize: Filter {
    /// Radius of the dots in pixels, 1...200.
    public var radius: Float
    /// Anchor of the grid the dots are jittered on (working-space pixels).
    public var center: Point

    /// A pointillize effect; each value is clamped into its range.
    /// - Parameters:
    ///   - radius: radius of the dots, 1...200 px (NaN gives 1).
    ///   - center: anchor of the grid the dots are jittered on, in working-space pixels (non-finite
    ///     coordinates give 0).
    public init(radius: Float = 20, center: Point = Point(x: 150, y: 150)) {
        self.radius = radius.isNaN ? 1 : min(max(radius, 1), 200)
        self.center = center.sanitizedForStylize
    }

    public init(parameters: FilterParameters) throws {
        try self.init(radius: parameters.float("radius"), center: parameters.point("center"))
    }

    public static let descriptor = FilterDescriptor(
        name: "pointillize", aliases: ["CIPointillize"], displayName: "Pointillize", category: .stylize,
        parameters: [
            .number("radius", 20, min: 1, max: 200, slider: 1...100, type: .distance, unit: "px",
                    doc: "Radius of the dots, in pixels."),
            .position("center", 150, 150, doc: "Anchor of the grid the dots are jittered on, in pixels."),
        ],
        doc: "Paints the image as dots of colour on a white canvas.")

    static let kernel = Kernel(builtin: "Filters/Stylize/pointillize.glsl", name: "pointillize", kind: .sampling,
                               parameters: [KernelParameter("center", .vec2), KernelParameter("radius", .float)])

    public func apply(to input: Image) -> Image {
        let reach = 2.5 * Double(radius) + 1
        return Image(kernelApplication: Self.kernel, inputs: [input],
                     values: [.vec2(Float(center.x), Float(center.y)), .float(radius)], extent: input.extent,
                     regionOfInterest: { _, r in r.blurOutset(reach) })
    }
}
