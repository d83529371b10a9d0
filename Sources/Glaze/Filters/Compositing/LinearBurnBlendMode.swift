/// The linear burn blend mode (Photoshop's definition, not in W3C Compositing Level 1; Core Image's `CILinearBurnBlendMode`):
/// B = max(cb + cs − 1, 0).
///
/// The image is the source (top layer), `backgroundImage` the backdrop. With premultiplied
/// colours: `co = cs·(1 − αb) + cb·(1 − αs) + αs·αb·B(cb/αb, cs/αs)`, `αo = αs + αb·(1 − αs)`.
/// A two-input `color` kernel: fuses with its neighbours.
public struct LinearBurnBlendMode: Filter {
    /// The backdrop (Core Image's `inputBackgroundImage`).
    public var backgroundImage: Image

    /// A linear burn blend of the image (the source, top layer) onto `backgroundImage` (the backdrop).
    public init(backgroundImage: Image) {
        self.backgroundImage = backgroundImage
    }

    public init(parameters: FilterParameters) throws {
        self.init(backgroundImage: parameters.image("backgroundImage") ?? .clear)
    }

    public static let descriptor = FilterDescriptor(
        name: "linearBurnBlendMode", aliases: ["CILinearBurnBlendMode"], displayName: "Linear Burn Blend Mode",
        category: .compositing,
        parameters: [.image("backgroundImage", doc: "The backdrop the image is blended onto.")],
        doc: "Blends the image onto the background with Photoshop's linear burn mode.")

    static let kernel = Kernel(builtin: "Filters/Compositing/linear-burn-blend-mode.glsl", name: "linearBurnBlendMode",
                               kind: .color, inputCount: 2)

    public func apply(to input: Image) -> Image {
        Image(kernelApplication: Self.kernel, inputs: [input, backgroundImage], values: [],
              extent: input.extent.union(backgroundImage.extent))
    }
}
