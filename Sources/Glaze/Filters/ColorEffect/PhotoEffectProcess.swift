/// Cross-processed film: contrasty red, flattened blue, yellow highlights and blue shadows.
///
/// Core Image's `CIPhotoEffectProcess`, rebuilt as a procedural look (see `PhotoEffectLook.process`
/// in the source for the recipe) baked into a 32³ table and applied with the colour-cube kernel on
/// sRGB-encoded colour, so it fuses with neighbouring colour filters. Designed for the default
/// linear working space.
public struct PhotoEffectProcess: Filter {
    /// The look (it has no parameters).
    public init() {}

    public init(parameters: FilterParameters) throws { self.init() }

    public static let descriptor = FilterDescriptor(
        name: "photoEffectProcess", aliases: ["CIPhotoEffectProcess"], displayName: "Photo Effect Process",
        category: .colorEffect, parameters: [],
        doc: "Cross-processed film: contrasty red, flattened blue, yellow highlights and blue shadows.")

    public func apply(to input: Image) -> Image {
        PhotoEffectLook.process.apply(to: input)
    }
}
