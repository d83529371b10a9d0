/// The kernel of ``RadialGradient`` (declared in `Shaders/Filters/Generator/radial-gradient.glsl`).
extension RadialGradient: GeneratorFilter {
    /// The generator's kernel.
    static let kernel = Kernel.generator("radialGradient", [P.center, P.radius0, P.radius1, P.color0, P.color1])

    /// The generated image (infinite extent): the kernel with the parameters' values.
    public var outputImage: Image {
        Image.generator(kernel: Self.kernel, values: [P.center.uniform(center), P.radius0.uniform(radius0),
                                                      P.radius1.uniform(radius1), P.color0.uniform(color0),
                                                      P.color1.uniform(color1)])
    }
}
