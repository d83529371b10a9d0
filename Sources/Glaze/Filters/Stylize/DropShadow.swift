/// A soft shadow behind the image: its coverage blurred by a Gaussian of `radius`, moved by
/// `offset`, tinted `color` at `opacity`, with the image composited over it.
public struct DropShadow: Filter {
    /// Shadow displacement in pixels (y up).
    public var offset: SIMD2<Float>
    /// Gaussian standard deviation of the shadow's softness in pixels, 0...100.
    public var radius: Float
    /// Shadow colour (linear RGBA, not premultiplied).
    public var color: SIMD4<Float>
    /// Opacity of the shadow, 0...1. 0 leaves the image unchanged.
    public var opacity: Float

    /// A drop shadow; each value is clamped into its range.
    /// - Parameters:
    ///   - offset: displacement of the shadow, components −1000...1000 px, y up (non-finite gives 0).
    ///   - radius: Gaussian standard deviation of the shadow's edge, 0...100 px (NaN gives 0).
    ///   - color: shadow colour (linear RGBA, not premultiplied; components 0...1e4, NaN gives 0).
    ///   - opacity: opacity of the shadow, 0...1 (NaN gives 0); 0 leaves the image unchanged.
    public init(offset: SIMD2<Float> = SIMD2(5, -5), radius: Float = 4, color: SIMD4<Float> = SIMD4(0, 0, 0, 1),
                opacity: Float = 0.6) {
        self.offset = SIMD2(offset.x.isFinite ? min(max(offset.x, -1000), 1000) : 0,
                            offset.y.isFinite ? min(max(offset.y, -1000), 1000) : 0)
        self.radius = radius.isNaN ? 0 : min(max(radius, 0), 100)
        self.color = color.sanitizedColorForStylize
        self.opacity = opacity.isNaN ? 0 : min(max(opacity, 0), 1)
    }

    public init(parameters: FilterParameters) throws {
        let v = try parameters.vector("offset")
        try self.init(offset: SIMD2(Float(v.first ?? 0), Float(v.count > 1 ? v[1] : 0)), radius: parameters.float("radius"),
                  color: parameters.color("color"), opacity: parameters.float("opacity"))
    }

    public static let descriptor = FilterDescriptor(
        name: "dropShadow", displayName: "Drop Shadow", category: .stylize,
        parameters: [
            ParameterDescriptor("offset", .vector, default: .vector([5, -5]), min: -1000, max: 1000, slider: -50...50,
                                unit: "px", components: 2, doc: "Displacement of the shadow in pixels (y up)."),
            .number("radius", 4, min: 0, max: 100, slider: 0...30, type: .distance, unit: "px",
                    doc: "Softness: Gaussian standard deviation of the shadow's edge, in pixels."),
            .color("color", SIMD4(0, 0, 0, 1), doc: "Shadow colour (linear RGBA, not premultiplied)."),
            .number("opacity", 0.6, min: 0, max: 1, slider: 0...1, identity: 0, doc: "Opacity of the shadow."),
        ],
        doc: "Casts a soft shadow of the image's coverage behind it.")

    static let kernel = Kernel(builtin: "Filters/Stylize/drop-shadow.glsl", name: "dropShadow", kind: .color,
                               parameters: [KernelParameter("color", .vec4), KernelParameter("opacity", .float)])

    public func apply(to input: Image) -> Image {
        guard opacity > 0 else { return input }
        let blurred = input.gaussianBlurred(sigma: Double(radius))
        let c = color
        let shadow = Image(kernelApplication: Self.kernel, inputs: [blurred],
                           values: [.vec4(c.x * c.w, c.y * c.w, c.z * c.w, c.w), .float(opacity)])
            .transformed(by: AffineTransform(translationX: Double(offset.x), y: Double(offset.y)))
        return input.composited(over: shadow)
    }
}
