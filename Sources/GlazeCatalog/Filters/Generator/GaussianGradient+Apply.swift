/// The kernel of ``GaussianGradient`` (declared in `Shaders/Filters/Generator/gaussian-gradient.glsl`).
extension GaussianGradient: GeneratorFilter {
    /// The generator's kernel.
    static let kernel = Kernel.generator("gaussianGradient", [P.center, P.color0, P.color1, P.radius])

    /// The generated image (infinite extent): the kernel with the parameters' values.
    public var outputImage: Image {
        Image.generator(kernel: Self.kernel, values: [P.center.uniform(center), P.color0.uniform(color0),
                                                      P.color1.uniform(color1), P.radius.uniform(radius)])
    }
}
