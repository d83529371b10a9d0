/// An instant-camera print: slightly muted colour, lifted blacks, cyan shadows and warm highlights.
///
/// Core Image's `CIPhotoEffectInstant`, rebuilt as a procedural look (see `PhotoEffectLook.instant`
/// in the source for the recipe) baked into a 32³ table and applied with the colour-cube kernel on
/// sRGB-encoded colour, so it fuses with neighbouring colour filters. Designed for the default
/// linear working space.
public struct PhotoEffectInstant: Filter {
    /// The look (it has no parameters).
    public init() {}

    public init(parameters: FilterParameters) throws { self.init() }

    public static let descriptor = FilterDescriptor(
        name: "photoEffectInstant", aliases: ["CIPhotoEffectInstant"], displayName: "Photo Effect Instant",
        category: .colorEffect, parameters: [],
        doc: "An instant-camera print: slightly muted colour, lifted blacks, cyan shadows and warm highlights.")

    public func apply(to input: Image) -> Image {
        PhotoEffectLook.instant.apply(to: input)
    }
}
