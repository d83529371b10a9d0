/// The kernel of ``LenticularHaloGenerator`` (declared in `Shaders/Filters/Generator/lenticular-halo-generator.glsl`).
extension LenticularHaloGenerator: GeneratorFilter {
    /// The generator's kernel.
    static let kernel = Kernel.generator("lenticularHaloGenerator", of: Self.self,
                                         dependencies: ["Common/angular-noise.glsl"])

    /// The generated image (infinite extent): the kernel with the parameters' values.
    public var outputImage: Image {
        Image.generator(kernel: Self.kernel, values: values(for: Self.kernel))
    }
}
