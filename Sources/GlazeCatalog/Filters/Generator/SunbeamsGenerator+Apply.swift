/// The kernel of ``SunbeamsGenerator`` (declared in `Shaders/Filters/Generator/sunbeams-generator.glsl`).
extension SunbeamsGenerator: GeneratorFilter {
    /// The generator's kernel.
    static let kernel = Kernel.generator("sunbeamsGenerator", [P.center, P.color, P.sunRadius, P.maxStriationRadius,
                                         P.striationStrength, P.striationContrast, P.time],
                                         dependencies: ["Common/angular-noise.glsl"])

    /// The generated image (infinite extent): the kernel with the parameters' values.
    public var outputImage: Image {
        Image.generator(kernel: Self.kernel, values: [P.center.uniform(center), P.color.uniform(color),
                                                      P.sunRadius.uniform(sunRadius),
                                                      P.maxStriationRadius.uniform(maxStriationRadius),
                                                      P.striationStrength.uniform(striationStrength),
                                                      P.striationContrast.uniform(striationContrast),
                                                      P.time.uniform(time)])
    }
}
