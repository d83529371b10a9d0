/// Hard black and white: a red-filtered grey with strong contrast and crushed shadows.
///
/// Core Image's `CIPhotoEffectNoir`, rebuilt as a procedural look (see `PhotoEffectLook.noir` in
/// the source for the recipe) baked into a 32³ table and applied with the colour-cube kernel on
/// sRGB-encoded colour, so it fuses with neighbouring colour filters. Designed for the default
/// linear working space.
public struct PhotoEffectNoir: Filter {
    /// The look (it has no parameters).
    public init() {}

    public init(parameters: FilterParameters) throws { self.init() }

    public static let descriptor = FilterDescriptor(
        name: "photoEffectNoir", aliases: ["CIPhotoEffectNoir"], displayName: "Photo Effect Noir",
        category: .colorEffect, parameters: [],
        doc: "Hard black and white: a red-filtered grey with strong contrast and crushed shadows.")

    public func apply(to input: Image) -> Image {
        PhotoEffectLook.noir.apply(to: input)
    }
}
