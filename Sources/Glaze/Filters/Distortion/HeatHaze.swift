/// Heat shimmer: a noise-driven wobble of the image that rises over time (a game effect, not in
/// Core Image). Each pixel reads the image displaced by `strength · (2n − 1)` px per axis, where
/// n is smooth value noise with cells of `scale` px (two independent fields, one per axis) that
/// moves up one cell per unit of `time`. Deterministic for a seed; strength 0 is the identity.
/// Samples stay inside the input's extent (its edge pixels shimmer in place), and the result
/// keeps the input's extent: no see-through border.
/// A `warp` kernel: it folds into the pass that reads it.
public struct HeatHaze: Filter {
    /// Animation time in noise cells (advance by seconds × speed).
    public var time: Float
    /// Selects an independent noise pattern; integer 0...16777215.
    public var seed: Float
    /// Largest displacement, px, −100...100.
    public var strength: Float
    /// Size of the noise cells, px, 0.5...1e4.
    public var scale: Float

    /// A heat haze; each value is clamped into its range (NaN gives the default).
    /// - Parameters:
    ///   - time: animation time, -1e6...1e6: the noise rises one cell per unit (advance it by seconds ×
    ///     speed).
    ///   - seed: selects an independent noise pattern; rounded to an integer in 0...16777215.
    ///   - strength: largest displacement in pixels, −100...100; 0 leaves the image unchanged.
    ///   - scale: size of the noise cells in pixels, 0.5...1e4: larger is a slower, broader wobble.
    public init(time: Float = 0, seed: Float = 0, strength: Float = 3, scale: Float = 24) {
        self.time = clampParameter(time, -1e6...1e6, nan: 0)
        self.seed = clampParameter(seed, 0...16_777_215, nan: 0).rounded()
        self.strength = clampParameter(strength, -100...100, nan: 3)
        self.scale = clampParameter(scale, 0.5...1e4, nan: 24)
    }

    public init(parameters: FilterParameters) throws {
        try self.init(time: parameters.float("time"), seed: parameters.float("seed"),
                  strength: parameters.float("strength"), scale: parameters.float("scale"))
    }

    public static let descriptor = FilterDescriptor(
        name: "heatHaze", displayName: "Heat Haze", category: .distortion,
        parameters: [
            .number("time", 0, min: -1e6, max: 1e6, slider: 0...10,
                    doc: "Animation time: the noise rises one cell per unit."),
            .number("seed", 0, min: 0, max: 16_777_215, slider: 0...1000, type: .integer,
                    doc: "Selects an independent noise pattern (an integer)."),
            .number("strength", 3, min: -100, max: 100, slider: 0...20, identity: 0, type: .distance, unit: "px",
                    doc: "Largest displacement of a pixel."),
            .number("scale", 24, min: 0.5, max: 1e4, slider: 2...200, type: .distance, unit: "px",
                    doc: "Size of the noise cells: larger is a slower, broader wobble."),
        ],
        doc: "A rising, noise-driven shimmer, like hot air.")

    static let kernel = Kernel(builtin: "Filters/Distortion/heat-haze.glsl", name: "heatHaze", kind: .warp,
                               parameters: [KernelParameter("time", .float), KernelParameter("seed", .float),
                                            KernelParameter("strength", .float), KernelParameter("scale", .float),
                                            KernelParameter("bounds", .vec4)])

    public func apply(to input: Image) -> Image {
        if strength == 0 { return input }
        let reach = Double(abs(strength))
        let e = input.extent
        let bounds: UniformValue = e.isInfinite || e.isEmpty
            ? .vec4(-1e30, -1e30, 1e30, 1e30)
            : .vec4(Float(e.minX + 0.5), Float(e.minY + 0.5), Float(max(e.minX + 0.5, e.maxX - 0.5)), Float(max(e.minY + 0.5, e.maxY - 0.5)))
        return Image(kernelApplication: Self.kernel, inputs: [input],
                     values: [.float(time), .float(seed), .float(strength), .float(scale), bounds],
                     extent: e,
                     regionOfInterest: { _, r in r.insetBy(dx: -reach - 1, dy: -reach - 1) })
    }
}
