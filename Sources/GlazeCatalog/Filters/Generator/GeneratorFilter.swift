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
