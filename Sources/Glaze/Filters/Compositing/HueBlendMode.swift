/// The hue blend mode of the W3C Compositing and Blending spec (Core Image's `CIHueBlendMode`):
/// B = setLum(setSat(cs, sat(cb)), lum(cb)): the hue of the image with the saturation and luminosity of the background.
///
/// The image is the source (top layer), `backgroundImage` the backdrop. With premultiplied
/// colours: `co = cs·(1 − αb) + cb·(1 − αs) + αs·αb·B(cb/αb, cs/αs)`, `αo = αs + αb·(1 − αs)`.
/// A two-input `color` kernel: fuses with its neighbours.
public struct HueBlendMode: Filter {
    /// The backdrop (Core Image's `inputBackgroundImage`).
    public var backgroundImage: Image

    /// A hue blend of the image (the source, top layer) onto `backgroundImage` (the backdrop).
    public init(backgroundImage: Image) {
        self.backgroundImage = backgroundImage
    }

    public init(parameters: FilterParameters) throws {
        self.init(backgroundImage: parameters.image("backgroundImage") ?? .clear)
    }

    public static let descriptor = FilterDescriptor(
        name: "hueBlendMode", aliases: ["CIHueBlendMode"], displayName: "Hue Blend Mode",
        category: .compositing,
        parameters: [.image("backgroundImage", doc: "The backdrop the image is blended onto.")],
        doc: "Blends the image onto the background with the W3C hue mode.")

    static let kernel = Kernel(builtin: "Filters/Compositing/hue-blend-mode.glsl", name: "hueBlendMode",
                               kind: .color, inputCount: 2,
                               dependencies: ["Common/w3c-nonseparable.glsl"])

    public func apply(to input: Image) -> Image {
        Image(kernelApplication: Self.kernel, inputs: [input, backgroundImage], values: [],
              extent: input.extent.union(backgroundImage.extent))
    }
}
