/// The kernel of ``StripesGenerator`` (declared in `Shaders/Filters/Generator/stripes-generator.glsl`).
extension StripesGenerator: GeneratorFilter {
    /// The generator's kernel.
    static let kernel = Kernel.generator("stripesGenerator", [P.center, P.color0, P.color1, P.width, P.sharpness])

    /// The generated image (infinite extent): the kernel with the parameters' values.
    public var outputImage: Image {
        Image.generator(kernel: Self.kernel, values: [P.center.uniform(center), P.color0.uniform(color0), P.color1.uniform(color1),
                                                      P.width.uniform(width), P.sharpness.uniform(sharpness)])
    }
}
