/// Colour noise of infinite extent (Core Image's `CIRandomGenerator`): each pixel gets four
/// independent uniform values in 0..<1 for red, green, blue and alpha (unpremultiplied; the image
/// holds them premultiplied). Deterministic for a seed, identical on every GPU, and seamless: it
/// repeats every 256 px in x and y.
///
/// Core Image's generator has no parameters; `seed` is Glaze's addition (0 reproduces the
/// default noise).
public struct RandomGenerator: GeneratorFilter {
    /// Selects an independent noise pattern; integer 0...16777216.
    public var seed: Float

    @usableFromInline enum P {
        @usableFromInline static let seed = FilterParameter<Float>(
            .generatorSeed(doc: "Selects an independent noise pattern (an integer)."), default: 0)
    }

    /// Noise for `seed`, clamped to 0...16777216 and rounded to an integer (NaN gives 0, the default
    /// noise).
    public init(seed: Float = P.seed.defaultValue) { self.seed = P.seed.clamped(seed) }

    public init(parameters: FilterParameters) throws { try self.init(seed: parameters[P.seed]) }

    /// The noise period in pixels.
    public static let period = 256

    public static let descriptor = FilterDescriptor(
        builtin: "randomGenerator", "Random Generator", .generator, [P.seed],
        doc: "Seamless colour noise (period 256 px), deterministic for a seed.")

    static let kernel = Kernel.generator("randomGenerator", [P.seed])

    /// The generated image (infinite extent).
    public var outputImage: Image { Image.generator(kernel: Self.kernel, values: [P.seed.uniform(seed)]) }
}
