/// The image over the background (Porter-Duff source-over, Core Image's
/// `CISourceOverCompositing`): `result = image + background · (1 − α_image)` on premultiplied
/// working-space colour. A two-input `color` kernel: fuses with its neighbours.
public struct SourceOverCompositing: Filter {
    /// The image underneath (Core Image's `inputBackgroundImage`).
    public var backgroundImage: Image

    /// Places the image over `backgroundImage`.
    public init(backgroundImage: Image) {
        self.backgroundImage = backgroundImage
    }

    public init(parameters: FilterParameters) throws {
        self.init(backgroundImage: parameters.image("backgroundImage") ?? .clear)
    }

    public static let descriptor = FilterDescriptor(
        name: "sourceOverCompositing", aliases: ["CISourceOverCompositing"], displayName: "Source Over",
        category: .compositing,
        parameters: [.image("backgroundImage", doc: "The image underneath.")],
        doc: "The image over the background (Porter-Duff source-over).")

    public func apply(to input: Image) -> Image {
        input.composited(over: backgroundImage)
    }
}
