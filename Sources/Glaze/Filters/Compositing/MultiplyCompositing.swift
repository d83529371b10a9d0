/// Multiplies the image and the background, component by component (alpha too). Core Image's `CIMultiplyCompositing`.
///
/// `result = image · background` (premultiplied components, alpha included), on premultiplied working-space colour.
/// A two-input `color` kernel: fuses with its
/// neighbours.
public struct MultiplyCompositing: Filter {
    /// The image underneath (Core Image's `inputBackgroundImage`).
    public var backgroundImage: Image

    /// Multiplies the image and `backgroundImage`, component by component (alpha too).
    public init(backgroundImage: Image) {
        self.backgroundImage = backgroundImage
    }

    public init(parameters: FilterParameters) throws {
        self.init(backgroundImage: parameters.image("backgroundImage") ?? .clear)
    }

    public static let descriptor = FilterDescriptor(
        name: "multiplyCompositing", aliases: ["CIMultiplyCompositing"], displayName: "Multiply Compositing",
        category: .compositing,
        parameters: [.image("backgroundImage", doc: "The image underneath.")],
        doc: "Multiplies the image and the background, component by component (alpha too).")

    static let kernel = Kernel(builtin: "Filters/Compositing/multiply-compositing.glsl", name: "multiplyCompositing",
                               kind: .color, inputCount: 2)

    public func apply(to input: Image) -> Image {
        Image(kernelApplication: Self.kernel, inputs: [input, backgroundImage], values: [],
              extent: input.extent.intersection(backgroundImage.extent))
    }
}
