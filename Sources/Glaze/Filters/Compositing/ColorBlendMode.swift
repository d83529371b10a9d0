/// The color blend mode of the W3C Compositing and Blending spec (Core Image's `CIColorBlendMode`):
/// B = setLum(cs, lum(cb)): the hue and saturation of the image with the luminosity of the background.
///
/// The image is the source (top layer), `backgroundImage` the backdrop. With premultiplied
/// colours: `co = cs·(1 − αb) + cb·(1 − αs) + αs·αb·B(cb/αb, cs/αs)`, `αo = αs + αb·(1 − αs)`.
/// A two-input `color` kernel: fuses with its neighbours.
public struct ColorBlendMode: Filter {
    /// The backdrop (Core Image's `inputBackgroundImage`).
    public var backgroundImage: Image

    /// A color blend of the image (the source, top layer) onto `backgroundImage` (the backdrop).
    public init(backgroundImage: Image) {
        self.backgroundImage = backgroundImage
    }

    public init(parameters: FilterParameters) throws {
        self.init(backgroundImage: parameters.image("backgroundImage") ?? .clear)
    }

    public static let descriptor = FilterDescriptor(
        name: "colorBlendMode", aliases: ["CIColorBlendMode"], displayName: "Color Blend Mode",
        category: .compositing,
        parameters: [.image("backgroundImage", doc: "The backdrop the image is blended onto.")],
        doc: "Blends the image onto the background with the W3C color mode.")

    static let kernel = Kernel(builtin: "Filters/Compositing/color-blend-mode.glsl", name: "colorBlendMode",
                               kind: .color, inputCount: 2,
                               dependencies: ["Common/w3c-nonseparable.glsl"])

    public func apply(to input: Image) -> Image {
        Image(kernelApplication: Self.kernel, inputs: [input, backgroundImage], values: [],
              extent: input.extent.union(backgroundImage.extent))
    }
}
