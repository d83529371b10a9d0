/// Colour noise of infinite extent (Core Image's `CIRandomGenerator`): each pixel gets four
/// independent uniform values in 0..<1 for red, green, blue and alpha (unpremultiplied; the image
/// holds them premultiplied). Deterministic for a seed, identical on every GPU, and seamless: it
/// repeats every 256 px in x and y.
///
/// Core Image's generator has no parameters; `seed` is Glaze's addition (0 reproduces the
/// default noise).
public struct RandomGenerator: Filter {
    /// Selects an independent noise pattern; integer 0...16777216.
    public var seed: Float

    /// Noise for `seed`, clamped to 0...16777216 and rounded to an integer (NaN gives 0, the default
    /// noise).
    public init(seed: Float = 0) {
        self.seed = clampParameter(seed, 0...16_777_216, nan: 0).rounded()
    }

    public init(parameters: FilterParameters) throws { try self.init(seed: parameters.float("seed")) }

    /// The noise period in pixels.
    public static let period = 256

    public static let descriptor = FilterDescriptor(
        name: "randomGenerator", aliases: ["CIRandomGenerator"], displayName: "Random Generator",
        category: .generator, hasInputImage: false,
        parameters: [.generatorSeed(doc: "Selects an independent noise pattern (an integer).")],
        doc: "Seamless colour noise (period 256 px), deterministic for a seed.")

    static let kernel = Kernel(builtin: "Filters/Generator/random-generator.glsl", name: "randomGenerator",
                               kind: .color, inputCount: 0, parameters: [KernelParameter("seed", .float)])

    /// The generated image (infinite extent).
    public var outputImage: Image { Image.generator(kernel: Self.kernel, values: [.float(seed)]) }

    public func apply(to input: Image) -> Image { outputImage }
}
