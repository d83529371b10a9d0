/// The kernel behind ``ColorLookup`` (declared in `Shaders/Filters/ColorEffect/color-lookup.glsl`).
extension ColorLookup {
    /// The table's rect and layout lead; `srgbDomain` is bound by name.
    static let kernel = Kernel(filter: "ColorEffect", descriptor.name, kind: .transition, inputCount: 2, of: Self.self,
                               leading: [KernelParameter("lookupRect", .vec4), KernelParameter("lookup", .vec2)])

    /// The input looked up in `lookupImage`; the input itself when the image has no LUT layout
    /// (an empty or infinite extent, a size ``LookupTable/imageLayout(width:height:)`` does not
    /// name, or N outside 2...64).
    public func apply(to input: Image) -> Image {
        let rect = lookupImage.extent
        guard !rect.isInfinite, !rect.isEmpty, rect.width == rect.width.rounded(), rect.height == rect.height.rounded(),
              let layout = LookupTable.imageLayout(width: Int(rect.width), height: Int(rect.height)),
              (2...64).contains(layout.entries) else { return input }
        return Image(kernelApplication: Self.kernel, inputs: [input, lookupImage],
                     values: values(for: Self.kernel, leading: [
                        .vec4(Float(rect.minX), Float(rect.minY), Float(rect.width), Float(rect.height)),
                        .vec2(Float(layout.entries), Float(layout.tilesPerRow)),
                     ]),
                     extent: input.extent,
                     regionOfInterest: { index, region in index == 0 ? region : rect })
    }
}
