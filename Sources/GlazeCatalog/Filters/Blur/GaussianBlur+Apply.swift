/// The blur behind ``GaussianBlur`` (declared in `Shaders/Filters/Blur/gaussian-blur.glsl`).
extension GaussianBlur {
    /// The largest standard deviation, in pixels: `radius`'s maximum, also the cap of
    /// `Image.gaussianBlurred(sigma:)` for the filters that blur through it.
    static let maximumRadius = P.radius.descriptor.maximum ?? 500

    /// The Gaussian through `Image.gaussianBlurred(sigma:)`; `input` itself at radius 0.
    public func apply(to input: Image) -> Image {
        input.gaussianBlurred(sigma: Double(radius))
    }
}
