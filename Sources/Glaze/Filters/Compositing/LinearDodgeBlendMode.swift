/// The linear dodge blend mode (Photoshop's definition, not in W3C Compositing Level 1; Core Image's `CILinearDodgeBlendMode`):
/// B = min(cb + cs, 1), clamped like linear burn, subtract and divide (`AdditionCompositing` is the unclamped sum).
///
/// The image is the source (top layer), `backgroundImage` the backdrop. With premultiplied
/// colours: `co = cs·(1 − αb) + cb·(1 − αs) + αs·αb·B(cb/αb, cs/αs)`, `αo = αs + αb·(1 − αs)`.
/// A two-input `color` kernel: fuses with its neighbours.
public struct LinearDodgeBlendMode: Filter {
    /// The backdrop (Core Image's `inputBackgroundImage`).
    public var backgroundImage: Image

    /// A linear dodge blend of the image (the source, top layer) onto `backgroundImage` (the backdrop).
    public init(backgroundImage: Image) {
        self.backgroundImage = backgroundImage
    }

    public init(parameters: FilterParameters) throws {
        self.init(backgroundImage: parameters.image("backgroundImage") ?? .clear)
    }

    public static let descriptor = FilterDescriptor(
        name: "linearDodgeBlendMode", aliases: ["CILinearDodgeBlendMode"], displayName: "Linear Dodge Blend Mode",
        category: .compositing,
        parameters: [.image("backgroundImage", doc: "The backdrop the image is blended onto.")],
        doc: "Blends the image onto the background with Photoshop's linear dodge mode.")

    static let kernel = Kernel(builtin: "Filters/Compositing/linear-dodge-blend-mode.glsl",
                               name: "linearDodgeBlendMode", kind: .color, inputCount: 2)

    public func apply(to input: Image) -> Image {
        Image(kernelApplication: Self.kernel, inputs: [input, backgroundImage], values: [],
              extent: input.extent.union(backgroundImage.extent))
    }
}
