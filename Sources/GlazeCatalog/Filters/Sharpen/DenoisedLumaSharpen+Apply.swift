/// The kernel behind ``DenoisedLumaSharpen`` (declared in
/// `Shaders/Filters/Sharpen/denoised-luma-sharpen.glsl`).
extension DenoisedLumaSharpen {
    static let kernel = Kernel(filter: "Sharpen", descriptor.name, kind: .sampling, of: Self.self)

    /// One pass over the 3×3 neighbourhood of each pixel, the input read clamped to its extent
    /// (the extent is kept). Every value draws the kernel, so `sharpness` and `denoise` are
    /// linked to their uniforms.
    public func apply(to input: Image) -> Image {
        Image(kernelApplication: Self.kernel, inputs: [input.clampedToExtent()], values: values(for: Self.kernel),
              extent: input.extent, regionOfInterest: { _, r in r.blurOutset(2) }, links: Self.links)
    }
}
