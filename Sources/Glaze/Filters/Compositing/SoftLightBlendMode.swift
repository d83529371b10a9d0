/// The soft light blend mode of the W3C Compositing and Blending spec (Core Image's `CISoftLightBlendMode`):
/// B = cb − (1 − 2cs) · cb · (1 − cb) if cs ≤ 0.5, else cb + (2cs − 1)(D(cb) − cb) with D(cb) = ((16cb − 12)cb +
/// 4)cb for cb ≤ 0.25, √cb otherwise.
///
/// The image is the source (top layer), `backgroundImage` the backdrop. With premultiplied
/// colours: `co = cs·(1 − αb) + cb·(1 − αs) + αs·αb·B(cb/αb, cs/αs)`, `αo = αs + αb·(1 − αs)`.
/// A two-input `color` kernel: fuses with its neighbours.
public struct SoftLightBlendMode: Filter {
    /// The backdrop (Core Image's `inputBackgroundImage`).
    public var backgroundImage: Image

    /// A soft light blend of the image (the source, top layer) onto `backgroundImage` (the backdrop).
    public init(backgroundImage: Image) {
        self.backgroundImage = backgroundImage
    }

    public init(parameters: FilterParameters) throws {
        self.init(backgroundImage: parameters.image("backgroundImage") ?? .clear)
    }

    public static let descriptor = FilterDescriptor(
        name: "softLightBlendMode", aliases: ["CISoftLightBlendMode"], displayName: "Soft Light Blend Mode",
        category: .compositing,
        parameters: [.image("backgroundImage", doc: "The backdrop the image is blended onto.")],
        doc: "Blends the image onto the background with the W3C soft light mode.")

    static let kernel = Kernel(builtin: "Filters/Compositing/soft-light-blend-mode.glsl", name: "softLightBlendMode",
                               kind: .color, inputCount: 2)

    public func apply(to input: Image) -> Image {
        Image(kernelApplication: Self.kernel, inputs: [input, backgroundImage], values: [],
              extent: input.extent.union(backgroundImage.extent))
    }
}
