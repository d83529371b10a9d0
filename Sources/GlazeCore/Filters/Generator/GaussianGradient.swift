/// A round gradient with a Gaussian profile (Core Image's `CIGaussianGradient`): weight
/// `w = exp(−4.5 (d / radius)²)` (standard deviation radius / 3), colour `color1 + (color0 −
/// color1) · w` in premultiplied, working-space colour. Infinite extent.
public struct GaussianGradient: DeclaredGenerator {
    /// Centre in working-space pixels.
    public var center: Point
    /// Colour at the centre (linear RGBA, not premultiplied).
    public var color0: SIMD4<Float>
    /// Colour far from the centre; transparent by default, as in Core Image.
    public var color1: SIMD4<Float>
    /// Where the weight has fallen to about 1 %, px, 0...1e5.
    public var radius: Float

    /// The parameters, each declared once.
    @usableFromInline enum P {
        @usableFromInline static let center = FilterParameter<Point>.position(
            "center", 150, 150, doc: "Centre of the gradient.")
        @usableFromInline static let color0 = FilterParameter<SIMD4<Float>>.color(
            "color0", [1, 1, 1, 1], doc: "Colour at the centre (linear RGBA).")
        @usableFromInline static let color1 = FilterParameter<SIMD4<Float>>.color(
            "color1", [0, 0, 0, 0], doc: "Colour far away (linear RGBA); transparent by default.")
        @usableFromInline static let radius = FilterParameter<Float>.number(
            "radius", 300, min: 0, max: 1e5, slider: 0...800, type: .distance, unit: "px",
            doc: "Three standard deviations of the Gaussian: the weight is about 1 % there.")
    }

    static let bindings: [BoundParameter<Self>] = [
        P.center.bound(to: \.center), P.color0.bound(to: \.color0), P.color1.bound(to: \.color1),
        P.radius.bound(to: \.radius),
    ]

    /// A Gaussian gradient. Each value is clamped into its declared range (NaN gives the default; a
    /// NaN colour component gives 0).
    public init(center: Point = P.center.defaultValue, color0: SIMD4<Float> = P.color0.defaultValue,
                color1: SIMD4<Float> = P.color1.defaultValue, radius: Float = P.radius.defaultValue) {
        self.center = P.center.clamped(center)
        self.color0 = P.color0.clamped(color0)
        self.color1 = P.color1.clamped(color1)
        self.radius = P.radius.clamped(radius)
    }

    public init(parameters: FilterParameters) throws { self.init(); try read(parameters) }

    public static let descriptor = FilterDescriptor(
        builtin: "gaussianGradient", "Gaussian Gradient", .generator, Self.declared,
        doc: "A round gradient with a Gaussian falloff from color0 to color1.")

    static let kernel = Kernel.generator("gaussianGradient", Self.declared)
}
