/// Flat black and white: luma with a compressed tonal range and low contrast.
///
/// Core Image's `CIPhotoEffectTonal`, rebuilt as a procedural look (see `PhotoEffectLook.tonal` in
/// the source for the recipe) baked into a 32³ table and applied with the colour-cube kernel on
/// sRGB-encoded colour, so it fuses with neighbouring colour filters. Designed for the default
/// linear working space.
public struct PhotoEffectTonal: Filter {
    /// The look (it has no parameters).
    public init() {}

    public init(parameters: FilterParameters) throws { self.init() }

    public static let descriptor = FilterDescriptor(
        name: "photoEffectTonal", aliases: ["CIPhotoEffectTonal"], displayName: "Photo Effect Tonal",
        category: .colorEffect, parameters: [],
        doc: "Flat black and white: luma with a compressed tonal range and low contrast.")

    public func apply(to input: Image) -> Image {
        PhotoEffectLook.tonal.apply(to: input)
    }
}
