/// A gradient along the line from `point0` to `point1`, eased by smoothstep (Core Image's
/// `CISmoothLinearGradient`): with t the pixel's position between the points (0...1), the colour
/// is `mix(color0, color1, t²(3 − 2t))` in premultiplied, working-space colour. Infinite extent.
public struct SmoothLinearGradient: Filter {
    /// Where the gradient starts, in working-space pixels.
    public var point0: Point
    /// Where the gradient ends, in working-space pixels.
    public var point1: Point
    /// Colour at and before `point0` (linear RGBA, not premultiplied).
    public var color0: SIMD4<Float>
    /// Colour at and after `point1`.
    public var color1: SIMD4<Float>

    /// A smoothstep-eased linear gradient. Each value is clamped into its range (a NaN coordinate gives
    /// the default's; a NaN colour component gives 0).
    /// - Parameters:
    ///   - point0: where the gradient starts, in working-space pixels (coordinates within ±1e6).
    ///   - point1: where the gradient ends, in working-space pixels (coordinates within ±1e6).
    ///   - color0: colour at and before `point0` (linear RGBA, not premultiplied; RGB 0...1e4, alpha
    ///     0...1).
    ///   - color1: colour at and after `point1` (same ranges).
    public init(point0: Point = Point(x: 0, y: 0), point1: Point = Point(x: 200, y: 200),
                color0: SIMD4<Float> = [1, 1, 1, 1], color1: SIMD4<Float> = [0, 0, 0, 1]) {
        self.point0 = SpatialFilterSupport.point(point0, fallback: Point(x: 0, y: 0))
        self.point1 = SpatialFilterSupport.point(point1, fallback: Point(x: 200, y: 200))
        self.color0 = SpatialFilterSupport.color(color0)
        self.color1 = SpatialFilterSupport.color(color1)
    }

    public init(parameters: FilterParameters) throws {
        try self.init(point0: parameters.point("point0"), point1: parameters.point("point1"),
                  color0: parameters.color("color0"), color1: parameters.color("color1"))
    }

    public static let descriptor = FilterDescriptor(
        name: "smoothLinearGradient", aliases: ["CISmoothLinearGradient"], displayName: "Smooth Linear Gradient",
        category: .generator, hasInputImage: false,
        parameters: [
            .position("point0", 0, 0, doc: "Where the gradient starts (color0)."),
            .position("point1", 200, 200, doc: "Where the gradient ends (color1)."),
            .color("color0", [1, 1, 1, 1], doc: "Colour at the start (linear RGBA)."),
            .color("color1", [0, 0, 0, 1], doc: "Colour at the end (linear RGBA)."),
        ],
        doc: "A smoothstep-eased ramp between two colours along a line; constant beyond its ends.")

    static let kernel = Kernel(builtin: "Filters/Generator/smooth-linear-gradient.glsl", name: "smoothLinearGradient",
                               kind: .color, inputCount: 0,
                               parameters: [KernelParameter("point0", .vec2), KernelParameter("point1", .vec2),
                                            KernelParameter("color0", .vec4), KernelParameter("color1", .vec4)])

    /// The generated image (infinite extent).
    public var outputImage: Image {
        Image.generator(kernel: Self.kernel,
                        values: [point0.uniformValue, point1.uniformValue,
                                 color0.uniformValue,
                                 color1.uniformValue])
    }

    public func apply(to input: Image) -> Image { outputImage }
}
