/// A sheet of drifting ground fog (the 2012 games demo's recipe): grey value noise shaped by a
/// linear gradient (full at `point0`, gone at `point1`) and laid over the image; animate
/// `offset` to move it. Deterministic; one colour kernel.
public struct GroundFog: DeclaredFilter {
    /// Translation of the noise in pixels (components within ±1e6); animate it to make the fog drift.
    public var offset: SIMD2<Float>
    /// Colour of the fog (linear RGBA, not premultiplied; RGB 0...1e4, alpha 0...1).
    public var color: SIMD4<Float>
    /// Opacity of the densest fog, 0...1. 0 leaves the image unchanged.
    public var density: Float
    /// Where the fog is full (working-space pixels, within ±1e6), usually on the ground.
    public var point0: Point
    /// Where the fog has faded out (working-space pixels, within ±1e6).
    public var point1: Point
    /// Size of the fog's features in pixels, 2...1000.
    public var scale: Float

    @usableFromInline enum P {
        @usableFromInline static let offset = FilterParameter<SIMD2<Float>>(
            ParameterDescriptor("offset", .vector, default: .vector([0, 0]), min: -1e6, max: 1e6, slider: -500...500,
                                unit: "px", components: 2,
                                doc: "Translation of the fog's noise; animate it to make the fog drift."),
            default: .zero)
        @usableFromInline static let color = FilterParameter<SIMD4<Float>>.color(
            "color", [0.8, 0.8, 0.8, 1], doc: "Colour of the fog (linear RGBA, not premultiplied).")
        @usableFromInline static let density = FilterParameter<Float>.number(
            "density", 0.8, min: 0, max: 1, slider: 0...1, identity: 0, doc: "Opacity of the densest fog.")
        @usableFromInline static let point0 = FilterParameter<Point>.position(
            "point0", 0, 0, doc: "Where the fog is full, in pixels (usually the ground).")
        @usableFromInline static let point1 = FilterParameter<Point>.position(
            "point1", 0, 200, doc: "Where the fog has faded out, in pixels.")
        @usableFromInline static let scale = FilterParameter<Float>.number(
            "scale", 48, min: 2, max: 1000, slider: 8...200, type: .distance, unit: "px",
            doc: "Size of the fog's billows, in pixels.")
    }

    /// Ground fog; each argument sets the property of the same name, clamped into its range (NaN
    /// gives the default; a colour's NaN component gives 0). Density 0 leaves the image unchanged.
    public init(offset: SIMD2<Float> = P.offset.defaultValue, color: SIMD4<Float> = P.color.defaultValue,
                density: Float = P.density.defaultValue, point0: Point = P.point0.defaultValue,
                point1: Point = P.point1.defaultValue, scale: Float = P.scale.defaultValue) {
        self.offset = P.offset.clamped(offset)
        self.color = P.color.clamped(color)
        self.density = P.density.clamped(density)
        self.point0 = P.point0.clamped(point0)
        self.point1 = P.point1.clamped(point1)
        self.scale = P.scale.clamped(scale)
    }

    static let bindings: [BoundParameter<Self>] = [
        P.offset.bound(to: \.offset), P.color.bound(to: \.color), P.density.bound(to: \.density),
        P.point0.bound(to: \.point0), P.point1.bound(to: \.point1), P.scale.bound(to: \.scale),
    ]

    public init(parameters: FilterParameters) throws { self.init(); try read(parameters) }

    public static let descriptor = FilterDescriptor(
        builtin: "groundFog", "Ground Fog", .recipe, coreImage: false, declared,
        doc: "Lays drifting grey fog over the image, thick at one point and fading towards another.")

    static let kernel = Kernel(filter: "Recipe", "groundFog", declared)

    /// The fog over `input`; `input` itself while the density is 0.
    public func apply(to input: Image) -> Image {
        density > 0 ? Image(kernelApplication: Self.kernel, inputs: [input], values: uniforms) : input
    }
}
