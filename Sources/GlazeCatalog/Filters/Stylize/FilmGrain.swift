/// Deterministic monochrome film grain: a triangular-distributed value in (−1, 1) per grain,
/// added to every channel times `intensity` (and coverage). The pattern depends only on the
/// seed and the frame (`time` at 24 frames per second): the same inputs give the same pixels.
public struct FilmGrain: Filter {
    /// Seconds; the grain changes 24 times a second.
    public var time: Float
    /// Picks an independent grain pattern, 0...1000 (whole numbers).
    public var seed: Float
    /// Amplitude of the grain, 0...1. 0 leaves the image unchanged.
    public var intensity: Float
    /// Grain size in pixels, 1...8.
    public var size: Float

    /// The parameters, each declared once.
    @usableFromInline enum P {
        @usableFromInline static let time = FilterParameter<Float>.number(
            "time", 0, min: 0, max: 1e5, slider: 0...10, unit: "s",
            doc: "Time in seconds; the grain pattern changes 24 times a second.")
        @usableFromInline static let seed = FilterParameter<Float>.number(
            "seed", 0, min: 0, max: 1000, slider: 0...100, type: .integer,
            doc: "Picks an independent, repeatable grain pattern.")
        @usableFromInline static let intensity = FilterParameter<Float>.number(
            "intensity", 0.1, min: 0, max: 1, slider: 0...0.5, identity: 0,
            doc: "Amplitude of the grain added to every channel.")
        @usableFromInline static let size = FilterParameter<Float>.number(
            "size", 1, min: 1, max: 8, slider: 1...4, type: .distance, unit: "px", doc: "Size of one grain, in pixels.")
    }

    /// Film grain; each argument sets the property of the same name, clamped into its range (a
    /// non-finite time or seed gives 0, the seed is rounded; a NaN intensity gives 0, size 1).
    public init(time: Float = P.time.defaultValue, seed: Float = P.seed.defaultValue,
                intensity: Float = P.intensity.defaultValue, size: Float = P.size.defaultValue) {
        self.time = time.isFinite ? P.time.clamped(time) : 0
        self.seed = seed.isFinite ? P.seed.clamped(seed).rounded() : 0
        self.intensity = P.intensity.clamped(intensity, nan: 0)
        self.size = P.size.clamped(size, nan: 1)
    }

    public init(parameters p: FilterParameters) throws {
        try self.init(time: p[P.time], seed: p[P.seed], intensity: p[P.intensity], size: p[P.size])
    }

    /// Registry name `filmGrain`.
    public static let descriptor = FilterDescriptor(
        builtin: "filmGrain", "Film Grain", .stylize, coreImage: false, [P.time, P.seed, P.intensity, P.size],
        doc: "Adds deterministic, animated monochrome film grain.")

    static let kernel = Kernel(filter: "Stylize", "filmGrain", [P.intensity, P.size],
                               leading: [KernelParameter("grainSeed", .float)])

    /// The hash seed for a seed and time: exactly representable as a float (below 2²⁴), even,
    /// so the shader's `grainSeed + 1` is distinct.
    static func hashSeed(seed: Float, time: Float) -> Float {
        let frame = UInt32(min(max((Double(time) * 24).rounded(.down), 0), 4e9))
        var n = UInt32(seed) &* 2654435761 ^ frame &* 2246822519
        n ^= n >> 15
        n = n &* 3266489917
        n ^= n >> 13
        return Float((n >> 9) & ~1)
    }

    public func apply(to input: Image) -> Image {
        guard intensity > 0 else { return input }
        return Image(kernelApplication: Self.kernel, inputs: [input],
                     values: [.float(Self.hashSeed(seed: seed, time: time)), P.intensity.uniform(intensity),
                              P.size.uniform(size)])
    }
}
