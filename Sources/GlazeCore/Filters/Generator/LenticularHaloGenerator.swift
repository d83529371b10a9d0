/// A lens halo (Core Image's `CILenticularHaloGenerator`, Glaze's own formula): a ring per
/// colour channel, split into a rainbow as `haloOverlap` drops, with animated striations.
/// Infinite extent; composite it over a scene.
///
/// Channel k (red +1, green 0, blue −1) has the profile `max(0, 1 − ((d − R_k) / (haloWidth/2))²)²`
/// around `R_k = haloRadius + k · (1 − haloOverlap) · haloWidth / 2`, times the striations
/// `1 − striationStrength + striationStrength · clamp(0.5 + (n − 0.5) · striationContrast, 0, 1)`
/// (n: angular value noise animated by `time`). Alpha is the largest channel weight.
public struct LenticularHaloGenerator: DeclaredGenerator {
    /// Centre of the halo, in working-space pixels.
    public var center: Point
    /// Halo colour (linear RGBA, not premultiplied).
    public var color: SIMD4<Float>
    /// Radius of the ring's middle, px, 0...1e5.
    public var haloRadius: Float
    /// Thickness of the ring, px, 0...1e5.
    public var haloWidth: Float
    /// How much the three channel rings overlap: 1 one white ring, 0 a rainbow. 0...1.
    public var haloOverlap: Float
    /// Depth of the striations, 0...1 (0: a smooth ring).
    public var striationStrength: Float
    /// Contrast of the striations, 0...10.
    public var striationContrast: Float
    /// Animation time; one unit moves the striations to a new random frame. −1e6...1e6.
    public var time: Float

    /// The parameters, each declared once.
    @usableFromInline enum P {
        @usableFromInline static let center = FilterParameter<Point>.position(
            "center", 150, 150, doc: "Centre of the halo.")
        @usableFromInline static let color = FilterParameter<SIMD4<Float>>.color(
            "color", [1, 0.9, 0.8, 1], doc: "Colour of the halo (linear RGBA).")
        @usableFromInline static let haloRadius = FilterParameter<Float>.number(
            "haloRadius", 70, min: 0, max: 1e5, slider: 0...1000, type: .distance, unit: "px",
            doc: "Radius of the middle of the ring.")
        @usableFromInline static let haloWidth = FilterParameter<Float>.number(
            "haloWidth", 87, min: 0, max: 1e5, slider: 0...300, type: .distance, unit: "px",
            doc: "Thickness of the ring.")
        @usableFromInline static let haloOverlap = FilterParameter<Float>.number(
            "haloOverlap", 0.77, min: 0, max: 1, doc: "Overlap of the channel rings: 1 white, 0 a rainbow.")
        @usableFromInline static let striationStrength = FilterParameter<Float>.number(
            "striationStrength", 0.5, min: 0, max: 1, doc: "Depth of the striations (0: smooth ring).")
        @usableFromInline static let striationContrast = FilterParameter<Float>.number(
            "striationContrast", 1, min: 0, max: 10, slider: 0...5, doc: "Contrast of the striations.")
        @usableFromInline static let time = FilterParameter<Float>.number(
            "time", 0, min: -1e6, max: 1e6, slider: 0...10,
            doc: "Animation time: each unit blends to a new striation pattern.")
    }

    static let bindings: [BoundParameter<Self>] = [
        P.center.bound(to: \.center), P.color.bound(to: \.color), P.haloRadius.bound(to: \.haloRadius),
        P.haloWidth.bound(to: \.haloWidth), P.haloOverlap.bound(to: \.haloOverlap),
        P.striationStrength.bound(to: \.striationStrength), P.striationContrast.bound(to: \.striationContrast),
        P.time.bound(to: \.time),
    ]

    /// A lens halo. Each value is clamped into its declared range (NaN gives the default; a NaN
    /// colour component gives 0).
    public init(center: Point = P.center.defaultValue, color: SIMD4<Float> = P.color.defaultValue,
                haloRadius: Float = P.haloRadius.defaultValue, haloWidth: Float = P.haloWidth.defaultValue,
                haloOverlap: Float = P.haloOverlap.defaultValue,
                striationStrength: Float = P.striationStrength.defaultValue,
                striationContrast: Float = P.striationContrast.defaultValue, time: Float = P.time.defaultValue) {
        self.center = P.center.clamped(center)
        self.color = P.color.clamped(color)
        self.haloRadius = P.haloRadius.clamped(haloRadius)
        self.haloWidth = P.haloWidth.clamped(haloWidth)
        self.haloOverlap = P.haloOverlap.clamped(haloOverlap)
        self.striationStrength = P.striationStrength.clamped(striationStrength)
        self.striationContrast = P.striationContrast.clamped(striationContrast)
        self.time = P.time.clamped(time)
    }

    public init(parameters: FilterParameters) throws { self.init(); try read(parameters) }

    public static let descriptor = FilterDescriptor(
        builtin: "lenticularHaloGenerator", "Lenticular Halo", .generator, Self.declared,
        doc: "A rainbow lens halo ring with animated striations.")

    static let kernel = Kernel.generator("lenticularHaloGenerator", declared,
                                         dependencies: ["Common/angular-noise.glsl"])
}
