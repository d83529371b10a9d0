/// The kernel of ``SunbeamsGenerator`` (declared in `Shaders/Filters/Generator/sunbeams-generator.glsl`).
extension SunbeamsGenerator: GeneratorFilter {
    /// The generator's kernel.
    static let kernel = Kernel.generator("sunbeamsGenerator", of: Self.self,
                                         dependencies: ["Common/angular-noise.glsl"])

    /// The generated image (infinite extent): the kernel with the parameters' values.
    public var outputImage: Image {
        Image.generator(kernel: Self.kernel, values: values(for: Self.kernel))
    }
}
