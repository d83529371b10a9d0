/// The image where the background is opaque (Porter-Duff source-in). Core Image's `CISourceInCompositing`.
///
/// `result = image · α_background`, on premultiplied working-space colour. A two-input `color` kernel: fuses with its
/// neighbours.
public struct SourceInCompositing: Filter {
    /// The image underneath (Core Image's `inputBackgroundImage`).
    public var backgroundImage: Image

    /// Keeps the image where `backgroundImage` is opaque.
    public init(backgroundImage: Image) {
        self.backgroundImage = backgroundImage
    }

    public init(parameters: FilterParameters) throws {
        self.init(backgroundImage: parameters.image("backgroundImage") ?? .clear)
    }

    public static let descriptor = FilterDescriptor(
        name: "sourceInCompositing", aliases: ["CISourceInCompositing"], displayName: "Source In",
        category: .compositing,
        parameters: [.image("backgroundImage", doc: "The image underneath.")],
        doc: "The image where the background is opaque (Porter-Duff source-in).")

    static let kernel = Kernel(builtin: "Filters/Compositing/source-in-compositing.glsl", name: "sourceInCompositing",
                               kind: .color, inputCount: 2)

    public func apply(to input: Image) -> Image {
        Image(kernelApplication: Self.kernel, inputs: [input, backgroundImage], values: [],
              extent: input.extent.intersection(backgroundImage.extent))
    }
}
