/// A star with a cross-shaped flare (Core Image's `CIStarShineGenerator`, Glaze's own formula).
/// Infinite extent; composite it over a scene.
///
/// With `x = d / radius`: core `clamp(1 − x, 0, 1)²`, glow `2^epsilon / (1 + x²)`, and two
/// perpendicular streaks at `crossAngle`, each `exp(−across / crossWidth − along / (crossScale ·
/// radius))`, scaled by `2^crossOpacity`. Output: `color · clamp(core + glow + streaks, 0, 1)`.
public struct StarShineGenerator: DeclaredGenerator {
    /// Centre of the star, in working-space pixels.
    public var center: Point
    /// Star colour (linear RGBA, not premultiplied).
    public var color: SIMD4<Float>
    /// Radius of the bright core, px, 0...1e5.
    public var radius: Float
    /// Length of the streaks as a multiple of `radius`, 0...1000.
    public var crossScale: Float
    /// Direction of the first streak, radians.
    public var crossAngle: Float
    /// Streak brightness as a power of two: 0 full, −8 faint. −16...4.
    public var crossOpacity: Float
    /// Thickness of the streaks, px, 0...1000.
    public var crossWidth: Float
    /// Glow brightness as a power of two: 0 full, −8 faint. −16...4.
    public var epsilon: Float

    /// The parameters, each declared once.
    @usableFromInline enum P {
        @usableFromInline static let center = FilterParameter<Point>.position(
            "center", 150, 150, doc: "Centre of the star.")
        @usableFromInline static let color = FilterParameter<SIMD4<Float>>.color(
            "color", [1, 0.8, 0.6, 1], doc: "Colour of the star (linear RGBA).")
        @usableFromInline static let radius = FilterParameter<Float>.number(
            "radius", 50, min: 0, max: 1e5, slider: 0...300, type: .distance, unit: "px",
            doc: "Radius of the bright core.")
        @usableFromInline static let crossScale = FilterParameter<Float>.number(
            "crossScale", 15, min: 0, max: 1000, slider: 0...100,
            doc: "Length of the streaks as a multiple of the radius.")
        @usableFromInline static let crossAngle = FilterParameter<Float>.number(
            "crossAngle", 0.6, min: -1e4, max: 1e4, slider: -3.1416...3.1416, type: .angle, unit: "rad",
            doc: "Direction of the first streak (the second is perpendicular).")
        @usableFromInline static let crossOpacity = FilterParameter<Float>.number(
            "crossOpacity", -2, min: -16, max: 4, slider: -8...0,
            doc: "Streak brightness as a power of two (0 full, -8 faint).")
        @usableFromInline static let crossWidth = FilterParameter<Float>.number(
            "crossWidth", 2.5, min: 0, max: 1000, slider: 0...300, type: .distance, unit: "px",
            doc: "Thickness of the streaks.")
        @usableFromInline static let epsilon = FilterParameter<Float>.number(
            "epsilon", -2, min: -16, max: 4, slider: -8...0,
            doc: "Glow brightness as a power of two (0 full, -8 faint).")
    }

    static let bindings: [BoundParameter<Self>] = [
        P.center.bound(to: \.center), P.color.bound(to: \.color), P.radius.bound(to: \.radius),
        P.crossScale.bound(to: \.crossScale), P.crossAngle.bound(to: \.crossAngle),
        P.crossOpacity.bound(to: \.crossOpacity), P.crossWidth.bound(to: \.crossWidth),
        P.epsilon.bound(to: \.epsilon),
    ]

    /// A star shine. Each value is clamped into its declared range (NaN gives the default; a NaN
    /// colour component gives 0).
    public init(center: Point = P.center.defaultValue, color: SIMD4<Float> = P.color.defaultValue,
                radius: Float = P.radius.defaultValue, crossScale: Float = P.crossScale.defaultValue,
                crossAngle: Float = P.crossAngle.defaultValue, crossOpacity: Float = P.crossOpacity.defaultValue,
                crossWidth: Float = P.crossWidth.defaultValue, epsilon: Float = P.epsilon.defaultValue) {
        self.center = P.center.clamped(center)
        self.color = P.color.clamped(color)
        self.radius = P.radius.clamped(radius)
        self.crossScale = P.crossScale.clamped(crossScale)
        self.crossAngle = P.crossAngle.clamped(crossAngle)
        self.crossOpacity = P.crossOpacity.clamped(crossOpacity)
        self.crossWidth = P.crossWidth.clamped(crossWidth)
        self.epsilon = P.epsilon.clamped(epsilon)
    }

    public init(parameters: FilterParameters) throws { self.init(); try read(parameters) }

    public static let descriptor = FilterDescriptor(
        builtin: "starShineGenerator", "Star Shine", .generator, Self.declared,
        doc: "A star: bright core, glow and a cross-shaped flare.")

    static let kernel = Kernel.generator("starShineGenerator", Self.declared)
}
