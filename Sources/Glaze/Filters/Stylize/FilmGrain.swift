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

    /// Film grain; each value is clamped into its range.
    /// - Parameters:
    ///   - time: seconds, 0...1e5 (non-finite gives 0); the grain changes 24 times a second.
    ///   - seed: picks an independent, repeatable grain pattern; rounded to an integer in 0...1000
    ///     (non-finite gives 0).
    ///   - intensity: amplitude of the grain added to every channel, 0...1 (NaN gives 0).
    ///   - size: size of one grain, 1...8 px (NaN gives 1).
    public init(time: Float = 0, seed: Float = 0, intensity: Float = 0.1, size: Float = 1) {
        self.time = time.isFinite ? min(max(time, 0), 1e5) : 0
        self.seed = seed.isFinite ? min(max(seed, 0), 1000).rounded() : 0
        self.intensity = intensity.isNaN ? 0 : min(max(intensity, 0), 1)
        self.size = size.isNaN ? 1 : min(max(size, 1), 8)
    }

    public init(parameters: FilterParameters) throws {
        try self.init(time: parameters.float("time"), seed: parameters.float("seed"),
                  intensity: parameters.float("intensity"), size: parameters.float("size"))
    }

    public static let descriptor = FilterDescriptor(
        name: "filmGrain", displayName: "Film Grain", category: .stylize,
        parameters: [
            .number("time", 0, min: 0, max: 1e5, slider: 0...10, unit: "s",
                    doc: "Time in seconds; the grain pattern changes 24 times a second."),
            .number("seed", 0, min: 0, max: 1000, slider: 0...100, type: .integer,
                    doc: "Picks an independent, repeatable grain pattern."),
            .number("intensity", 0.1, min: 0, max: 1, slider: 0...0.5, identity: 0,
                    doc: "Amplitude of the grain added to every channel."),
            .number("size", 1, min: 1, max: 8, slider: 1...4, type: .distance, unit: "px",
                    doc: "Size of one grain, in pixels."),
        ],
        doc: "Adds deterministic, animated monochrome film grain.")

    static let kernel = Kernel(builtin: "Filters/Stylize/film-grain.glsl", name: "filmGrain", kind: .color,
                               parameters: [KernelParameter("grainSeed", .float), KernelParameter("intensity", .float),
                                            KernelParameter("size", .float)])

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
                     values: [.float(Self.hashSeed(seed: seed, time: time)), .float(intensity), .float(size)])
    }
}
