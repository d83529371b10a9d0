/// Selective focus that makes a scene look like a miniature (Core Image's Tilt-Shift recipe):
/// a horizontal band stays sharp and the image blurs towards the top and bottom.
///
/// The blur is a Gaussian of `radius` over the image clamped to its extent; the mask grows
/// linearly from the focus line at `center` (a fraction of the extent's height from the bottom)
/// to the full blur `falloff` (a fraction of the height) above and below it.
public struct TiltShift: DeclaredFilter {
    /// Gaussian standard deviation of the out-of-focus parts in pixels, 0...100.
    public var radius: Float
    /// Height of the focus line as a fraction of the extent's height, 0...1.
    public var center: Float
    /// Distance from the focus line to full blur, as a fraction of the height, 0.01...1.
    public var falloff: Float

    @usableFromInline enum P {
        @usableFromInline static let radius = FilterParameter<Float>.number(
            "radius", 10, min: 0, max: 100, slider: 0...30, identity: 0, type: .distance, unit: "px",
            doc: "Gaussian standard deviation of the out-of-focus parts, in pixels.")
        @usableFromInline static let center = FilterParameter<Float>.number(
            "center", 0.5, min: 0, max: 1, slider: 0...1,
            doc: "Height of the sharp line, as a fraction of the image height from the bottom.")
        @usableFromInline static let falloff = FilterParameter<Float>.number(
            "falloff", 0.25, min: 0.01, max: 1, slider: 0.05...0.5,
            doc: "Distance from the sharp line to full blur, as a fraction of the image height.")
    }

    /// A tilt-shift; each argument sets the property of the same name, clamped into its range (NaN
    /// gives the default). Radius 0 leaves the image unchanged.
    public init(radius: Float = P.radius.defaultValue, center: Float = P.center.defaultValue,
                falloff: Float = P.falloff.defaultValue) {
        self.radius = P.radius.clamped(radius)
        self.center = P.center.clamped(center)
        self.falloff = P.falloff.clamped(falloff)
    }

    static let bindings: [BoundParameter<Self>] = [
        P.radius.bound(to: \.radius), P.center.bound(to: \.center), P.falloff.bound(to: \.falloff),
    ]

    public init(parameters: FilterParameters) throws { self.init(); try read(parameters) }

    public static let descriptor = FilterDescriptor(
        builtin: "tiltShift", "Tilt-Shift", .recipe, coreImage: false, declared,
        doc: "Keeps a horizontal band sharp and blurs above and below it, like a miniature.")

    /// The mask: the focus line's height and the band to full blur, in pixels.
    static let kernel = Kernel(filter: "Recipe", "tiltShift", inputCount: 2,
                               leading: [KernelParameter("centerY", .float), KernelParameter("band", .float)])

    public func apply(to input: Image) -> Image {
        guard radius > 0 else { return input }
        let e = input.extent.isInfinite || input.extent.isEmpty ? Rect(0, 0, 1, 1) : input.extent
        return input.applying(Self.kernel, withBlurOf: radius, values: [
            .float(Float(e.minY + Double(center) * e.height)), .float(Float(Double(falloff) * e.height)),
        ])
    }
}
