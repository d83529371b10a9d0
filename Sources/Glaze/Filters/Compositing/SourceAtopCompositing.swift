/// The image over the background, only where the background is (Porter-Duff source-atop). Core Image's
/// `CISourceAtopCompositing`.
///
/// `result = image · α_background + background · (1 − α_image)`, on premultiplied working-space colour. A two-input
/// `color` kernel: fuses with its
/// neighbours.
public struct SourceAtopCompositing: Filter {
    /// The image underneath (Core Image's `inputBackgroundImage`).
    public var backgroundImage: Image

    /// Places the image over `backgroundImage`, only where the background is.
    public init(backgroundImage: Image) {
        self.backgroundImage = backgroundImage
    }

    public init(parameters: FilterParameters) throws {
        self.init(backgroundImage: parameters.image("backgroundImage") ?? .clear)
    }

    public static let descriptor = FilterDescriptor(
        name: "sourceAtopCompositing", aliases: ["CISourceAtopCompositing"], displayName: "Source Atop",
        category: .compositing,
        parameters: [.image("backgroundImage", doc: "The image underneath.")],
        doc: "The image over the background, only where the background is (Porter-Duff source-atop).")

    static let kernel = Kernel(builtin: "Filters/Compositing/source-atop-compositing.glsl",
                               name: "sourceAtopCompositing", kind: .color, inputCount: 2)

    public func apply(to input: Image) -> Image {
        Image(kernelApplication: Self.kernel, inputs: [input, backgroundImage], values: [],
              extent: backgroundImage.extent)
    }
}
