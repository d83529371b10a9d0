/// The image of ``ConstantColorGenerator`` (declared in `Shaders/Filters/Generator/constant-color-generator.glsl`).
extension ConstantColorGenerator: GeneratorFilter {
    /// The generated image (infinite extent): a constant-colour source.
    public var outputImage: Image { Image(color: color) }
}
