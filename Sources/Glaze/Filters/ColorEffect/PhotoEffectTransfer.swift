/// Warm vintage transfer: muted colour, warm reds, dimmed blues and lifted blacks.
///
/// Core Image's `CIPhotoEffectTransfer`, rebuilt as a procedural look (see
/// `PhotoEffectLook.transfer` in the source for the recipe) baked into a 32³ table and applied with
/// the colour-cube kernel on sRGB-encoded colour, so it fuses with neighbouring colour filters.
/// Designed for the default linear working space.
public struct PhotoEffectTransfer: Filter {
    /// The look (it has no parameters).
    public init() {}

    public init(parameters: FilterParameters) throws { self.init() }

    public static let descriptor = FilterDescriptor(
        name: "photoEffectTransfer", aliases: ["CIPhotoEffectTransfer"], displayName: "Photo Effect Transfer",
        category: .colorEffect, parameters: [],
        doc: "Warm vintage transfer: muted colour, warm reds, dimmed blues and lifted blacks.")

    public func apply(to input: Image) -> Image {
        PhotoEffectLook.transfer.apply(to: input)
    }
}
