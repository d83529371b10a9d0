/// Heat shimmer: a noise-driven wobble of the image that rises over time (a game effect, not in
/// Core Image). Each pixel reads the image displaced by `strength · (2n − 1)` px per axis, where
/// n is smooth value noise with cells of `scale` px (two independent fields, one per axis) that
/// moves up one cell per unit of `time`. Deterministic for a seed; strength 0 is the identity.
/// Samples stay inside the input's extent (its edge pixels shimmer in place), and the result
/// keeps the input's extent: no see-through border.
/// A `warp` kernel: it folds into the pass that reads it.
public struct HeatHaze: DeclaredFilter {
    /// Animation time, -1e6...1e6: the noise rises one cell per unit (advance it by seconds × speed).
    public var time: Float
    /// Selects an independent noise pattern; an integer 0...16777215.
    public var seed: Float
    /// Largest displacement, px, −100...100; 0 leaves the image unchanged.
    public var strength: Float
    /// Size of the noise cells, px, 0.5...1e4: larger is a slower, broader wobble.
    public var scale: Float

    /// The parameters, each declared once.
    @usableFromInline enum P {
        @usableFromInline static let time = FilterParameter<Float>.number(
            "time", 0, min: -1e6, max: 1e6, slider: 0...10, doc: "Animation time: the noise rises one cell per unit.")
        @usableFromInline static let seed = FilterParameter<Float>.number(
            "seed", 0, min: 0, max: 16_777_215, slider: 0...1000, type: .integer,
            doc: "Selects an independent noise pattern (an integer).")
        @usableFromInline static let strength = FilterParameter<Float>.number(
            "strength", 3, min: -100, max: 100, slider: 0...20, identity: 0, type: .distance, unit: "px",
            doc: "Largest displacement of a pixel.")
        @usableFromInline static let scale = FilterParameter<Float>.number(
            "scale", 24, min: 0.5, max: 1e4, slider: 2...200, type: .distance, unit: "px",
            doc: "Size of the noise cells: larger is a slower, broader wobble.")
    }

    static let bindings: [BoundParameter<Self>] = [
        P.time.bound(to: \.time), P.seed.bound(to: \.seed), P.strength.bound(to: \.strength), P.scale.bound(to: \.scale),
    ]

    /// A heat haze; each argument sets the property of the same name, clamped into its range (NaN
    /// gives the default; the seed is rounded).
    public init(time: Float = P.time.defaultValue, seed: Float = P.seed.defaultValue,
                strength: Float = P.strength.defaultValue, scale: Float = P.scale.defaultValue) {
        self.time = P.time.clamped(time)
        self.seed = P.seed.clamped(seed)
        self.strength = P.strength.clamped(strength)
        self.scale = P.scale.clamped(scale)
    }

    public init(parameters: FilterParameters) throws { self.init(); try read(parameters) }

    /// Registry name `heatHaze`.
    public static let descriptor = FilterDescriptor(
        builtin: "heatHaze", "Heat Haze", .distortion, coreImage: false, declared,
        doc: "A rising, noise-driven shimmer, like hot air.")

    static let kernel = Kernel(filter: "Distortion", "heatHaze", kind: .warp,
                               leading: declared.map(\.kernelParameter) + [KernelParameter("bounds", .vec4)])

    public func apply(to input: Image) -> Image {
        if strength == 0 { return input }
        let reach = Double(abs(strength))
        let e = input.extent
        let bounds: UniformValue = e.isInfinite || e.isEmpty
            ? .vec4(-1e30, -1e30, 1e30, 1e30)
            : .vec4(Float(e.minX + 0.5), Float(e.minY + 0.5), Float(max(e.minX + 0.5, e.maxX - 0.5)), Float(max(e.minY + 0.5, e.maxY - 0.5)))
        return Image(kernelApplication: Self.kernel, inputs: [input], values: uniforms + [bounds], extent: e,
                     regionOfInterest: { _, r in r.insetBy(dx: -reach - 1, dy: -reach - 1) })
    }
}
