/// Vivid, contrasty colour like slide film: saturation up, an S-curve, warm highlights.
///
/// Core Image's `CIPhotoEffectChrome`, rebuilt as a procedural look (see `PhotoEffectLook.chrome`
/// in the source for the recipe) baked into a 32³ table and applied with the colour-cube kernel on
/// sRGB-encoded colour, so it fuses with neighbouring colour filters. Designed for the default
/// linear working space.
public struct PhotoEffectChrome: Filter {
    /// The look (it has no parameters).
    public init() {}

    public init(parameters: FilterParameters) throws { self.init() }

    public static let descriptor = FilterDescriptor(
        name: "photoEffectChrome", aliases: ["CIPhotoEffectChrome"], displayName: "Photo Effect Chrome",
        category: .colorEffect, parameters: [],
        doc: "Vivid, contrasty colour like slide film: saturation up, an S-curve, warm highlights.")

    public func apply(to input: Image) -> Image {
        PhotoEffectLook.chrome.apply(to: input)
    }
}
