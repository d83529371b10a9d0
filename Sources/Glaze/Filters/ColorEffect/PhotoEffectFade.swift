/// A washed-out print: muted colour, low contrast, lifted blacks and a faint yellow cast.
///
/// Core Image's `CIPhotoEffectFade`, rebuilt as a procedural look (see `PhotoEffectLook.fade` in
/// the source for the recipe) baked into a 32³ table and applied with the colour-cube kernel on
/// sRGB-encoded colour, so it fuses with neighbouring colour filters. Designed for the default
/// linear working space.
public struct PhotoEffectFade: Filter {
    /// The look (it has no parameters).
    public init() {}

    public init(parameters: FilterParameters) throws { self.init() }

    public static let descriptor = FilterDescriptor(
        name: "photoEffectFade", aliases: ["CIPhotoEffectFade"], displayName: "Photo Effect Fade",
        category: .colorEffect, parameters: [],
        doc: "A washed-out print: muted colour, low contrast, lifted blacks and a faint yellow cast.")

    public func apply(to input: Image) -> Image {
        PhotoEffectLook.fade.apply(to: input)
    }
}
