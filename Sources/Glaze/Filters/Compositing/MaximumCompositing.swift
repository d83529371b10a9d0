/// The larger of the image and the background, component by component. Core Image's `CIMaximumCompositing`.
///
/// `result = max(image, background)` (premultiplied components), on premultiplied working-space colour. A two-input
/// `color` kernel: fuses with its
/// neighbours.
public struct MaximumCompositing: Filter {
    /// The image underneath (Core Image's `inputBackgroundImage`).
    public var backgroundImage: Image

    /// The larger of the image and `backgroundImage`, component by component.
    public init(backgroundImage: Image) {
        self.backgroundImage = backgroundImage
    }

    public init(parameters: FilterParameters) throws {
        self.init(backgroundImage: parameters.image("backgroundImage") ?? .clear)
    }

    public static let descriptor = FilterDescriptor(
        name: "maximumCompositing", aliases: ["CIMaximumCompositing"], displayName: "Maximum",
        category: .compositing,
        parameters: [.image("backgroundImage", doc: "The image underneath.")],
        doc: "The larger of the image and the background, component by component.")

    static let kernel = Kernel(builtin: "Filters/Compositing/maximum-compositing.glsl", name: "maximumCompositing",
                               kind: .color, inputCount: 2)

    public func apply(to input: Image) -> Image {
        Image(kernelApplication: Self.kernel, inputs: [input, backgroundImage], values: [],
              extent: input.extent.union(backgroundImage.extent))
    }
}
