/// The kernels behind ``BlendWithMask`` and ``BlendWithAlphaMask`` (declared in
/// `Shaders/Filters/Compositing/blend-with-mask.glsl` and `blend-with-alpha-mask.glsl`): three
/// inputs, the image, the background (transparent when nil) and the mask (white when nil); the
/// output covers the image and the background.
extension Image {
    /// `kernel` over this image, `background` and `mask`.
    func masked(by mask: Image?, background: Image?, kernel: Kernel) -> Image {
        let background = background ?? .clear
        return Image(kernelApplication: kernel, inputs: [self, background, mask ?? Image(color: SIMD4(1, 1, 1, 1))],
                     values: [], extent: extent.union(background.extent))
    }
}

extension BlendWithMask {
    static let kernel = Kernel(filter: "Compositing", "blendWithMask", inputCount: 3)
    /// The image where the mask's luminance is 1, the background where it is 0.
    public func apply(to input: Image) -> Image { input.masked(by: maskImage, background: backgroundImage, kernel: Self.kernel) }
}

extension BlendWithAlphaMask {
    static let kernel = Kernel(filter: "Compositing", "blendWithAlphaMask", inputCount: 3)
    /// The image where the mask's alpha is 1, the background where it is 0.
    public func apply(to input: Image) -> Image { input.masked(by: maskImage, background: backgroundImage, kernel: Self.kernel) }
}
