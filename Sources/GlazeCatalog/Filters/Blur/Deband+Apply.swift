/// The kernel behind ``Deband`` (declared in `Shaders/Filters/Blur/deband.glsl`).
extension Deband {
    static let kernel = Kernel(filter: "Blur", descriptor.name, kind: .sampling, of: Self.self)

    /// One pass: each pixel and four bilinear reads up to `range × iterations` px away, the input
    /// read clamped to its extent (the extent is kept). The thresholds are linked to their
    /// uniforms; `range` and `iterations` set the region of interest, so they rebuild.
    public func apply(to input: Image) -> Image {
        let reach = Double(range) * Double(iterations) + 2
        return Image(kernelApplication: Self.kernel, inputs: [input.clampedToExtent()], values: values(for: Self.kernel),
                     extent: input.extent, regionOfInterest: { _, r in r.blurOutset(reach) }, links: Self.links)
    }
}
