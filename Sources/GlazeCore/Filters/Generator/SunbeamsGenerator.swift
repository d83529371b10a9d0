/// A sun with rays (Core Image's `CISunbeamsGenerator`, Glaze's own formula): a solid disc of
/// `sunRadius` px, surrounded by a glow and by rays made of angular value noise, both fading out
/// smoothly by `maxStriationRadius · sunRadius`. Animate `time` for flickering rays. Infinite
/// extent (transparent beyond the rays); composite it over a scene.
///
/// intensity = core + (1 − core) · fade² · (0.3 + striationStrength · clamp(0.5 + (n − 0.5) ·
/// striationContrast, 0, 1)), output = color · clamp(intensity, 0, 1), where n is the ray noise.
public struct SunbeamsGenerator: DeclaredGenerator {
    /// Centre of the sun, in working-space pixels.
    public var center: Point
    /// Sun colour (linear RGBA, not premultiplied).
    public var color: SIMD4<Float>
    /// Radius of the solid disc, px, 0...1e5.
    public var sunRadius: Float
    /// How far the rays reach, as a multiple of `sunRadius`, 0...100 (≤ 1: no rays).
    public var maxStriationRadius: Float
    /// Brightness of the rays, 0...10.
    public var striationStrength: Float
    /// Contrast of the rays about mid-grey, 0...10.
    public var striationContrast: Float
    /// Animation time; one unit moves the ray pattern to a new random frame. −1e6...1e6.
    public var time: Float

    /// The parameters, each declared once.
    @usableFromInline enum P {
        @usableFromInline static let center = FilterParameter<Point>.position(
            "center", 150, 150, doc: "Centre of the sun.")
        @usableFromInline static let color = FilterParameter<SIMD4<Float>>.color(
            "color", [1, 0.5, 0, 1], doc: "Colour of the sun and its rays (linear RGBA).")
        @usableFromInline static let sunRadius = FilterParameter<Float>.number(
            "sunRadius", 40, min: 0, max: 1e5, slider: 0...800, type: .distance, unit: "px",
            doc: "Radius of the solid disc.")
        @usableFromInline static let maxStriationRadius = FilterParameter<Float>.number(
            "maxStriationRadius", 2.58, min: 0, max: 100, slider: 0...10,
            doc: "How far the rays reach, as a multiple of the sun radius.")
        @usableFromInline static let striationStrength = FilterParameter<Float>.number(
            "striationStrength", 0.5, min: 0, max: 10, slider: 0...3, doc: "Brightness of the rays.")
        @usableFromInline static let striationContrast = FilterParameter<Float>.number(
            "striationContrast", 1.375, min: 0, max: 10, slider: 0...5, doc: "Contrast of the rays.")
        @usableFromInline static let time = FilterParameter<Float>.number(
            "time", 0, min: -1e6, max: 1e6, slider: 0...10,
            doc: "Animation time: each unit blends to a new ray pattern.")
    }

    static let bindings: [BoundParameter<Self>] = [
        P.center.bound(to: \.center), P.color.bound(to: \.color), P.sunRadius.bound(to: \.sunRadius),
        P.maxStriationRadius.bound(to: \.maxStriationRadius), P.striationStrength.bound(to: \.striationStrength),
        P.striationContrast.bound(to: \.striationContrast), P.time.bound(to: \.time),
    ]

    /// A sun with rays. Each value is clamped into its declared range (NaN gives the default; a NaN
    /// colour component gives 0).
    public init(center: Point = P.center.defaultValue, color: SIMD4<Float> = P.color.defaultValue,
                sunRadius: Float = P.sunRadius.defaultValue,
                maxStriationRadius: Float = P.maxStriationRadius.defaultValue,
                striationStrength: Float = P.striationStrength.defaultValue,
                striationContrast: Float = P.striationContrast.defaultValue, time: Float = P.time.defaultValue) {
        self.center = P.center.clamped(center)
        self.color = P.color.clamped(color)
        self.sunRadius = P.sunRadius.clamped(sunRadius)
        self.maxStriationRadius = P.maxStriationRadius.clamped(maxStriationRadius)
        self.striationStrength = P.striationStrength.clamped(striationStrength)
        self.striationContrast = P.striationContrast.clamped(striationContrast)
        self.time = P.time.clamped(time)
    }

    public init(parameters: FilterParameters) throws { self.init(); try read(parameters) }

    public static let descriptor = FilterDescriptor(
        builtin: "sunbeamsGenerator", "Sunbeams", .generator, Self.declared,
        doc: "A sun disc with a glow and animated noise rays.")

    static let kernel = Kernel.generator("sunbeamsGenerator", declared, dependencies: ["Common/angular-noise.glsl"])
}
