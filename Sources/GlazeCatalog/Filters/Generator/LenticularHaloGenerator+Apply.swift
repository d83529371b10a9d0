/// The kernel of ``LenticularHaloGenerator`` (declared in `Shaders/Filters/Generator/lenticular-halo-generator.glsl`).
extension LenticularHaloGenerator: GeneratorFilter {
    /// The generator's kernel.
    static let kernel = Kernel.generator("lenticularHaloGenerator", [P.center, P.color, P.haloRadius, P.haloWidth,
                                         P.haloOverlap, P.striationStrength, P.striationContrast, P.time],
                                         dependencies: ["Common/angular-noise.glsl"])

    /// The generated image (infinite extent): the kernel with the parameters' values.
    public var outputImage: Image {
        Image.generator(kernel: Self.kernel, values: [P.center.uniform(center), P.color.uniform(color),
                                                      P.haloRadius.uniform(haloRadius), P.haloWidth.uniform(haloWidth),
                                                      P.haloOverlap.uniform(haloOverlap),
                                                      P.striationStrength.uniform(striationStrength),
                                                      P.striationContrast.uniform(striationContrast),
                                                      P.time.uniform(time)])
    }
}
