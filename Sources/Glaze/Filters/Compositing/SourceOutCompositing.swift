/// The image where the background is transparent (Porter-Duff source-out). Core Image's `CISourceOutCompositing`.
///
/// `result = image · (1 − α_background)`, on premultiplied working-space colour. A two-input `color` kernel: fuses
/// with its
/// neighbours.
public struct SourceOutCompositing: Filter {
    /// The image underneath (Core Image's `inputBackgroundImage`).
    public var backgroundImage: Image

    /// Keeps the image where `backgroundImage` is transparent.
    public init(backgroundImage: Image) {
        self.backgroundImage = backgroundImage
    }

    public init(parameters: FilterParameters) throws {
        self.init(backgroundImage: parameters.image("backgroundImage") ?? .clear)
    }

    public static let descriptor = FilterDescriptor(
        name: "sourceOutCompositing", aliases: ["CISourceOutCompositing"], displayName: "Source Out",
        category: .compositing,
        parameters: [.image("backgroundImage", doc: "The image underneath.")],
        doc: "The image where the background is transparent (Porter-Duff source-out).")

    static let kernel = Kernel(builtin: "Filters/Compositing/source-out-compositing.glsl", name: "sourceOutCompositing",
                               kind: .color, inputCount: 2)

    public func apply(to input: Image) -> Image {
        Image(kernelApplication: Self.kernel, inputs: [input, backgroundImage], values: [],
              extent: input.extent)
    }
}
