/// A gradient between two circles (Core Image's `CIRadialGradient`): `color0` within `radius0`
/// of the centre, `color1` beyond `radius1`, linear in the distance between (premultiplied,
/// working-space colour). Infinite extent.
public struct RadialGradient: DeclaredGenerator {
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

    /// The parameters, each declared once.
    @usableFromInline enum P {
        @usableFromInline static let center = FilterParameter<Point>.position(
            "center", 150, 150, doc: "Centre of the circles.")
        @usableFromInline static let radius0 = FilterParameter<Float>.number(
            "radius0", 5, min: 0, max: 1e5, slider: 0...800, type: .distance, unit: "px",
            doc: "Radius of the inner circle: color0 inside.")
        @usableFromInline static let radius1 = FilterParameter<Float>.number(
            "radius1", 100, min: 0, max: 1e5, slider: 0...800, type: .distance, unit: "px",
            doc: "Radius of the outer circle: color1 outside.")
        @usableFromInline static let color0 = FilterParameter<SIMD4<Float>>.color(
            "color0", [1, 1, 1, 1], doc: "Inner colour (linear RGBA).")
        @usableFromInline static let color1 = FilterParameter<SIMD4<Float>>.color(
            "color1", [0, 0, 0, 1], doc: "Outer colour (linear RGBA).")
    }

    static let bindings: [BoundParameter<Self>] = [
        P.center.bound(to: \.center), P.radius0.bound(to: \.radius0), P.radius1.bound(to: \.radius1),
        P.color0.bound(to: \.color0), P.color1.bound(to: \.color1),
    ]

    /// A radial gradient. Each value is clamped into its declared range (NaN gives the default; a
    /// NaN colour component gives 0).
    public init(center: Point = P.center.defaultValue, radius0: Float = P.radius0.defaultValue,
                radius1: Float = P.radius1.defaultValue, color0: SIMD4<Float> = P.color0.defaultValue,
                color1: SIMD4<Float> = P.color1.defaultValue) {
        self.center = P.center.clamped(center)
        self.radius0 = P.radius0.clamped(radius0)
        self.radius1 = P.radius1.clamped(radius1)
        self.color0 = P.color0.clamped(color0)
        self.color1 = P.color1.clamped(color1)
    }

    public init(parameters: FilterParameters) throws { self.init(); try read(parameters) }

    public static let descriptor = FilterDescriptor(
        builtin: "radialGradient", "Radial Gradient", .generator, Self.declared,
        doc: "A ramp between two colours from an inner to an outer circle.")

    static let kernel = Kernel.generator("radialGradient", Self.declared)
}
