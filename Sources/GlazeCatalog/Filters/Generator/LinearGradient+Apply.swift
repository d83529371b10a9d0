/// The kernel of ``LinearGradient`` (declared in `Shaders/Filters/Generator/linear-gradient.glsl`).
extension LinearGradient: GeneratorFilter {
    /// The generator's kernel.
    static let kernel = Kernel.generator("linearGradient", [P.point0, P.point1, P.color0, P.color1])

    /// The generated image (infinite extent): the kernel with the parameters' values.
    public var outputImage: Image {
        Image.generator(kernel: Self.kernel, values: [P.point0.uniform(point0), P.point1.uniform(point1),
                                                      P.color0.uniform(color0), P.color1.uniform(color1)])
    }
}
