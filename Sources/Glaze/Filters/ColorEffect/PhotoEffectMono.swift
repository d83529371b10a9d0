/// Soft black and white: luma with gentle contrast and slightly lifted blacks.
///
/// Core Image's `CIPhotoEffectMono`, rebuilt as a procedural look (see `PhotoEffectLook.mono` in
/// the source for the recipe) baked into a 32³ table and applied with the colour-cube kernel on
/// sRGB-encoded colour, so it fuses with neighbouring colour filters. Designed for the default
/// linear working space.
public struct PhotoEffectMono: Filter {
    /// The look (it has no parameters).
    public init() {}

    public init(parameters: FilterParameters) throws { self.init() }

    public static let descriptor = FilterDescriptor(
        name: "photoEffectMono", aliases: ["CIPhotoEffectMono"], displayName: "Photo Effect Mono",
        category: .colorEffect, parameters: [],
        doc: "Soft black and white: luma with gentle contrast and slightly lifted blacks.")

    public func apply(to input: Image) -> Image {
        PhotoEffectLook.mono.apply(to: input)
    }
}
