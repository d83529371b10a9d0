/// A filter that draws an image from its parameters alone (category `.generator`): it reads no
/// input image, and ``Filter/apply(to:)`` returns ``outputImage`` whatever it is given.
public protocol GeneratorFilter: Filter {
    /// The generated image (the built-in generators' have infinite extent).
    var outputImage: Image { get }
}

extension GeneratorFilter {
    /// The generated image, `outputImage`; `input` is ignored.
    public func apply(to input: Image) -> Image { outputImage }
}

/// A declared generator drawn by one kernel whose uniforms are its declared parameters, in order.
protocol DeclaredGenerator: DeclaredFilter, GeneratorFilter {
    /// The generator's kernel (no input image).
    static var kernel: Kernel { get }
}

extension DeclaredGenerator {
    /// The generated image (infinite extent): the kernel run with the declared parameters' values.
    public var outputImage: Image { Image.generator(kernel: Self.kernel, values: uniforms) }
}
