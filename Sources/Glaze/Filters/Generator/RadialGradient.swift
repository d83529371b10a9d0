/// A gradient between two circles (Core Image's `CIRadialGradient`): `color0` within `radius0`
/// of the centre, `color1` beyond `radius1`, linear in the distance between (premultiplied,
/// working-space colour). Infinite extent.
public struct RadialGradient: Filter {
    /// Centre in working-space pixels.
    public var center: Point
    /// Radius where `color0` ends, px, 0...1e5.
    public var radius0: Float
    /// Radius where `color1` starts, px, 0...1e5 (may be smaller than `radius0`: the ramp reverses).
    public var radius1: Float
    /// Colour within `radius0` of the centre (linear RGBA, not premultiplied).
    public var color0: SIMD4<Float>
    /// Colour beyond `radius1` (linear RGBA, not premultiplied).
    public var color1: SIMD4<Float>

    /// A radial gradient. Each value is clamped into its range (NaN gives the default; a NaN colour
    /// component gives 0).
    /// - Parameters:
    ///   - center: centre of the circles in working-space pixels (coordinates within ±1e6).
    ///   - radius0: radius of the inner circle, where `color0` ends, 0...1e5 px.
    ///   - radius1: radius of the outer circle, where `color1` starts, 0...1e5 px (smaller than
    ///     `radius0` reverses the ramp).
    ///   - color0: inner colour (linear RGBA, not premultiplied; RGB 0...1e4, alpha 0...1).
    ///   - color1: outer colour (same ranges).
    public init(center: Point = Point(x: 150, y: 150), radius0: Float = 5, radius1: Float = 100,
                color0: SIMD4<Float> = [1, 1, 1, 1], color1: SIMD4<Float> = [0, 0, 0, 1]) {
        self.center = SpatialFilterSupport.point(center, fallback: Point(x: 150, y: 150))
        self.radius0 = clampParameter(radius0, 0...1e5, nan: 5)
        self.radius1 = clampParameter(radius1, 0...1e5, nan: 100)
        self.color0 = SpatialFilterSupport.color(color0)
        self.color1 = SpatialFilterSupport.color(color1)
    }

    public init(parameters: FilterParameters) throws {
        try self.init(center: parameters.point("center"), radius0: parameters.float("radius0"),
                  radius1: parameters.float("radius1"), color0: parameters.color("color0"),
                  color1: parameters.color("color1"))
    }

    public static let descriptor = FilterDescriptor(
        name: "radialGradient", aliases: ["CIRadialGradient"], displayName: "Radial Gradient",
        category: .generator, hasInputImage: false,
        parameters: [
            .position("center", 150, 150, doc: "Centre of the circles."),
            .number("radius0", 5, min: 0, max: 1e5, slider: 0...800, type: .distance, unit: "px",
                    doc: "Radius of the inner circle: color0 inside."),
            .number("radius1", 100, min: 0, max: 1e5, slider: 0...800, type: .distance, unit: "px",
                    doc: "Radius of the outer circle: color1 outside."),
            .color("color0", [1, 1, 1, 1], doc: "Inner colour (linear RGBA)."),
            .color("color1", [0, 0, 0, 1], doc: "Outer colour (linear RGBA)."),
        ],
        doc: "A ramp between two colours from an inner to an outer circle.")

    static let kernel = Kernel(builtin: "Filters/Generator/radial-gradient.glsl", name: "radialGradient",
                               kind: .color, inputCount: 0,
                               parameters: [KernelParameter("center", .vec2), KernelParameter("radius0", .float),
                                            KernelParameter("radius1", .float), KernelParameter("color0", .vec4),
                                            KernelParameter("color1", .vec4)])

    /// The generated image (infinite extent).
    public var outputImage: Image {
        Image.generator(kernel: Self.kernel,
                        values: [center.uniformValue, .float(radius0), .float(radius1),
                                 color0.uniformValue,
                                 color1.uniformValue])
    }

    public func apply(to input: Image) -> Image { outputImage }
}
