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

    /// The parameters, each declared once.
    @usableFromInline enum P {
        static let offset = ParameterDescriptor(
            "offset", .vector, default: .vector([5, -5]), min: -1000, max: 1000, slider: -50...50, unit: "px",
            components: 2, doc: "Displacement of the shadow in pixels (y up).")
        @usableFromInline static let radius = FilterParameter<Float>.number(
            "radius", 4, min: 0, max: 100, slider: 0...30, type: .distance, unit: "px",
            doc: "Softness: Gaussian standard deviation of the shadow's edge, in pixels.")
        @usableFromInline static let color = FilterParameter<SIMD4<Float>>.color(
            "color", SIMD4(0, 0, 0, 1), doc: "Shadow colour (linear RGBA, not premultiplied).")
        @usableFromInline static let opacity = FilterParameter<Float>.number(
            "opacity", 0.6, min: 0, max: 1, slider: 0...1, identity: 0, doc: "Opacity of the shadow.")
    }

    /// A drop shadow; each argument sets the property of the same name, clamped into its range
    /// (offset components −1000...1000, non-finite gives 0; NaN numbers give 0; colour components
    /// 0...1e4).
    public init(offset: SIMD2<Float> = SIMD2(5, -5), radius: Float = P.radius.defaultValue,
                color: SIMD4<Float> = P.color.defaultValue, opacity: Float = P.opacity.defaultValue) {
        self.offset = SIMD2(offset.x.isFinite ? min(max(offset.x, -1000), 1000) : 0,
                            offset.y.isFinite ? min(max(offset.y, -1000), 1000) : 0)
        self.radius = P.radius.clamped(radius, nan: 0)
        self.color = color.sanitizedColorForStylize
        self.opacity = P.opacity.clamped(opacity, nan: 0)
    }

    public init(parameters p: FilterParameters) throws {
        let v = try p.vector("offset")
        try self.init(offset: SIMD2(Float(v.first ?? 0), Float(v.count > 1 ? v[1] : 0)), radius: p[P.radius],
                      color: p.color("color"), opacity: p[P.opacity])
    }

    /// Registry name `dropShadow`.
    public static let descriptor = FilterDescriptor(
        builtin: "dropShadow", "Drop Shadow", .stylize, coreImage: false,
        parameters: [P.offset, P.radius.descriptor, P.color.descriptor, P.opacity.descriptor],
        doc: "Casts a soft shadow of the image's coverage behind it.")

    static let kernel = Kernel(filter: "Stylize", "dropShadow", [P.color, P.opacity])

    public func apply(to input: Image) -> Image {
        guard opacity > 0 else { return input }
        let blurred = input.gaussianBlurred(sigma: Double(radius))
        let shadow = Image(kernelApplication: Self.kernel, inputs: [blurred],
                           values: [color.uniformValue, P.opacity.uniform(opacity)])
            .transformed(by: AffineTransform(translationX: Double(offset.x), y: Double(offset.y)))
        return input.composited(over: shadow)
    }
}
