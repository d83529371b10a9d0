/// Colour fringes of a cheap lens: red is magnified away from `center` and blue towards it by
/// `amount` (lateral aberration, growing with the distance), and red and blue are shifted apart
/// by `offset` (a constant misregistration).
public struct ChromaticAberration: Filter {
    /// The optical centre (working-space pixels); usually the middle of the screen.
    public var center: Point
    /// Radial magnification difference: red reads at distance·(1 + amount), blue at
    /// distance·(1 − amount), −0.1...0.1. 0 and a zero offset leave the image unchanged.
    public var amount: Float
    /// Shift of red by +offset and blue by −offset, in pixels.
    public var offset: SIMD2<Float>

    /// The parameters, each declared once.
    @usableFromInline enum P {
        static let center = ParameterDescriptor.position(
            "center", 150, 150, doc: "The optical centre the fringes grow from, in pixels.")
        @usableFromInline static let amount = FilterParameter<Float>.number(
            "amount", 0.004, min: -0.1, max: 0.1, slider: -0.02...0.02, identity: 0,
            doc: "Radial fringe: red is read at distance·(1 + amount) from the centre, blue at distance·(1 − amount).")
        static let offset = ParameterDescriptor(
            "offset", .vector, default: .vector([0, 0]), min: -100, max: 100, slider: -10...10,
            identity: .vector([0, 0]), unit: "px", components: 2,
            doc: "Constant shift of red by +offset and blue by −offset, in pixels.")
    }

    /// A chromatic aberration; each argument sets the property of the same name, clamped into its
    /// range (non-finite coordinates and offset components give 0, a NaN amount 0).
    public init(center: Point = Point(x: 150, y: 150), amount: Float = P.amount.defaultValue,
                offset: SIMD2<Float> = .zero) {
        self.center = center.sanitizedForStylize
        self.amount = P.amount.clamped(amount, nan: 0)
        self.offset = SIMD2(offset.x.isFinite ? min(max(offset.x, -100), 100) : 0,
                            offset.y.isFinite ? min(max(offset.y, -100), 100) : 0)
    }

    public init(parameters p: FilterParameters) throws {
        let v = try p.vector("offset")
        try self.init(center: p.point("center"), amount: p[P.amount],
                      offset: SIMD2(Float(v.first ?? 0), Float(v.count > 1 ? v[1] : 0)))
    }

    /// Registry name `chromaticAberration`.
    public static let descriptor = FilterDescriptor(
        builtin: "chromaticAberration", "Chromatic Aberration", .stylize, coreImage: false,
        parameters: [P.center, P.amount.descriptor, P.offset],
        doc: "Splits the colour channels like a cheap lens: fringes that grow towards the edges.")

    static let kernel = Kernel(filter: "Stylize", "chromaticAberration", kind: .sampling,
                               leading: [KernelParameter("center", .vec2), P.amount.kernelParameter,
                                       KernelParameter("offset", .vec2)])

    public func apply(to input: Image) -> Image {
        guard amount != 0 || offset != .zero else { return input }
        let c = center, a = Double(amount)
        let shift = Double(max(abs(offset.x), abs(offset.y))) + 2
        let out = AffineTransform(a: 1 + a, b: 0, c: 0, d: 1 + a, tx: -c.x * a, ty: -c.y * a)
        let inward = AffineTransform(a: 1 - a, b: 0, c: 0, d: 1 - a, tx: c.x * a, ty: c.y * a)
        return Image(kernelApplication: Self.kernel, inputs: [input],
                     values: [.vec2(Float(c.x), Float(c.y)), P.amount.uniform(amount), .vec2(offset.x, offset.y)],
                     extent: input.extent,
                     regionOfInterest: { _, r in
                         r.isInfinite || r.isEmpty ? r : r.union(r.applying(out)).union(r.applying(inward)).blurOutset(shift)
                     })
    }
}
