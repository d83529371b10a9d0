/// The smaller of the image and the background, component by component. Core Image's `CIMinimumCompositing`.
///
/// `result = min(image, background)` (premultiplied components), on premultiplied working-space colour. A two-input
/// `color` kernel: fuses with its
/// neighbours.
public struct MinimumCompositing: Filter {
    /// The image underneath (Core Image's `inputBackgroundImage`).
    public var backgroundImage: Image

    /// The smaller of the image and `backgroundImage`, component by component.
    public init(backgroundImage: Image) {
        self.backgroundImage = backgroundImage
    }

    public init(parameters: FilterParameters) throws {
        self.init(backgroundImage: parameters.image("backgroundImage") ?? .clear)
    }

    public static let descriptor = FilterDescriptor(
        name: "minimumCompositing", aliases: ["CIMinimumCompositing"], displayName: "Minimum",
        category: .compositing,
        parameters: [.image("backgroundImage", doc: "The image underneath.")],
        doc: "The smaller of the image and the background, component by component.")

    static let kernel = Kernel(builtin: "Filters/Compositing/minimum-compositing.glsl", name: "minimumCompositing",
                               kind: .color, inputCount: 2)

    public func apply(to input: Image) -> Image {
        Image(kernelApplication: Self.kernel, inputs: [input, backgroundImage], values: [],
              extent: input.extent.intersection(backgroundImage.extent))
    }
}
