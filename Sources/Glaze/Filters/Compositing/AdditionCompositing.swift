/// Adds the image to the background, premultiplied components. Core Image's `CIAdditionCompositing`.
///
/// `result = image + background`, on premultiplied working-space colour. A two-input `color` kernel: fuses with its
/// neighbours.
public struct AdditionCompositing: Filter {
    /// The image underneath (Core Image's `inputBackgroundImage`).
    public var backgroundImage: Image

    /// Adds the image to `backgroundImage`, premultiplied component by component.
    public init(backgroundImage: Image) {
        self.backgroundImage = backgroundImage
    }

    public init(parameters: FilterParameters) throws {
        self.init(backgroundImage: parameters.image("backgroundImage") ?? .clear)
    }

    public static let descriptor = FilterDescriptor(
        name: "additionCompositing", aliases: ["CIAdditionCompositing"], displayName: "Addition",
        category: .compositing,
        parameters: [.image("backgroundImage", doc: "The image underneath.")],
        doc: "Adds the image to the background, premultiplied components.")

    static let kernel = Kernel(builtin: "Filters/Compositing/addition-compositing.glsl", name: "additionCompositing",
                               kind: .color, inputCount: 2)

    public func apply(to input: Image) -> Image {
        Image(kernelApplication: Self.kernel, inputs: [input, backgroundImage], values: [],
              extent: input.extent.union(backgroundImage.extent))
    }
}
