/// The color dodge blend mode of the W3C Compositing and Blending spec (Core Image's `CIColorDodgeBlendMode`):
/// B = 0 if cb = 0, 1 if cs = 1, else min(1, cb / (1 − cs)): brightens the backdrop.
///
/// The image is the source (top layer), `backgroundImage` the backdrop. With premultiplied
/// colours: `co = cs·(1 − αb) + cb·(1 − αs) + αs·αb·B(cb/αb, cs/αs)`, `αo = αs + αb·(1 − αs)`.
/// A two-input `color` kernel: fuses with its neighbours.
public struct ColorDodgeBlendMode: Filter {
    /// The backdrop (Core Image's `inputBackgroundImage`).
    public var backgroundImage: Image

    /// A color dodge blend of the image (the source, top layer) onto `backgroundImage` (the backdrop).
    public init(backgroundImage: Image) {
        self.backgroundImage = backgroundImage
    }

    public init(parameters: FilterParameters) throws {
        self.init(backgroundImage: parameters.image("backgroundImage") ?? .clear)
    }

    public static let descriptor = FilterDescriptor(
        name: "colorDodgeBlendMode", aliases: ["CIColorDodgeBlendMode"], displayName: "Color Dodge Blend Mode",
        category: .compositing,
        parameters: [.image("backgroundImage", doc: "The backdrop the image is blended onto.")],
        doc: "Blends the image onto the background with the W3C color dodge mode.")

    static let kernel = Kernel(builtin: "Filters/Compositing/color-dodge-blend-mode.glsl", name: "colorDodgeBlendMode",
                               kind: .color, inputCount: 2)

    public func apply(to input: Image) -> Image {
        Image(kernelApplication: Self.kernel, inputs: [input, backgroundImage], values: [],
              extent: input.extent.union(backgroundImage.extent))
    }
}
