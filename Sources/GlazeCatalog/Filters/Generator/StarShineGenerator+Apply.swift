/// The kernel of ``StarShineGenerator`` (declared in `Shaders/Filters/Generator/star-shine-generator.glsl`).
extension StarShineGenerator: GeneratorFilter {
    /// The generator's kernel.
    static let kernel = Kernel.generator("starShineGenerator", [P.center, P.color, P.radius, P.crossScale, P.crossAngle,
                                         P.crossOpacity, P.crossWidth, P.epsilon])

    /// The generated image (infinite extent): the kernel with the parameters' values.
    public var outputImage: Image {
        Image.generator(kernel: Self.kernel, values: [P.center.uniform(center), P.color.uniform(color),
                                                      P.radius.uniform(radius), P.crossScale.uniform(crossScale),
                                                      P.crossAngle.uniform(crossAngle),
                                                      P.crossOpacity.uniform(crossOpacity),
                                                      P.crossWidth.uniform(crossWidth), P.epsilon.uniform(epsilon)])
    }
}
