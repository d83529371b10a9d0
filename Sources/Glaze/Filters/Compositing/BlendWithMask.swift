/// Mixes the image and a background under a mask (Core Image's `CIBlendWithMask`):
/// `result = mix(background, image, m)` with `m` the mask's luminance (Rec. 709 luma of its working-space colour,
/// clamped to 0...1),
/// on premultiplied colour. Outside the mask's extent `m` is 0 (background). A three-input
/// `color` kernel: fuses with its neighbours.
public struct BlendWithMask: Filter {
    /// Shown where the mask is 0 (Core Image's `inputBackgroundImage`).
    public var backgroundImage: Image
    /// Selects between the image (1) and the background (0).
    public var maskImage: Image

    /// Shows the image where the luminance of `maskImage` is 1 and `backgroundImage` where it is 0
    /// (or outside the mask's extent).
    public init(backgroundImage: Image, maskImage: Image) {
        self.backgroundImage = backgroundImage
        self.maskImage = maskImage
    }

    public init(parameters: FilterParameters) throws {
        try self.init(backgroundImage: parameters.image("backgroundImage") ?? .clear,
                  maskImage: parameters.image("maskImage") ?? Image(color: SIMD4(1, 1, 1, 1)))
    }

    public static let descriptor = FilterDescriptor(
        name: "blendWithMask", aliases: ["CIBlendWithMask"], displayName: "Blend With Mask", category: .compositing,
        parameters: [
            .image("backgroundImage", doc: "Shown where the mask is 0."),
            .image("maskImage", doc: "A greyscale mask: white shows the image, black the background."),
        ],
        doc: "Mixes the image and the background under a mask.")

    static let kernel = Kernel(builtin: "Filters/Compositing/blend-with-mask.glsl", name: "blendWithMask",
                               kind: .color, inputCount: 3)

    public func apply(to input: Image) -> Image {
        Image(kernelApplication: Self.kernel, inputs: [input, backgroundImage, maskImage], values: [],
              extent: input.extent.union(backgroundImage.extent))
    }
}
