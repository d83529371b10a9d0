/// A masked blend (``BlendWithMask``, ``BlendWithAlphaMask``, declared in
/// `Shaders/Filters/Compositing/`): its three-input kernel over the image, the background
/// (transparent when nil) and the mask (white when nil); the output covers the image and the
/// background.
protocol MaskedBlendFilter: Filter {
    /// The filter's kernel.
    static var kernel: Kernel { get }
    /// Shown where the mask is 0 (transparent when nil).
    var backgroundImage: Image? { get }
    /// Selects between the image (1) and the background (0); white when nil.
    var maskImage: Image? { get }
}

extension MaskedBlendFilter {
    /// The image where the mask selects it, the background elsewhere.
    public func apply(to input: Image) -> Image {
        let background = backgroundImage ?? .clear
        return Image(kernelApplication: Self.kernel,
                     inputs: [input, background, maskImage ?? Image(color: SIMD4(1, 1, 1, 1))],
                     values: [], extent: input.extent.union(background.extent))
    }
}

extension BlendWithMask: MaskedBlendFilter {
    static let kernel = Kernel(filter: "Compositing", descriptor.name, inputCount: 3)
}

extension BlendWithAlphaMask: MaskedBlendFilter {
    static let kernel = Kernel(filter: "Compositing", descriptor.name, inputCount: 3)
}
