/// The kernel of ``RandomGenerator`` (declared in `Shaders/Filters/Generator/random-generator.glsl`).
extension RandomGenerator: GeneratorFilter {
    /// The noise period in pixels.
    public static let period = 256

    /// The generator's kernel.
    static let kernel = Kernel.generator("randomGenerator", [P.seed])

    /// The generated image (infinite extent): the kernel with the seed.
    public var outputImage: Image { Image.generator(kernel: Self.kernel, values: [P.seed.uniform(seed)]) }
}
