/// The kernel behind ``ContrastAdaptiveSharpen`` (declared in
/// `Shaders/Filters/Sharpen/contrast-adaptive-sharpen.glsl`).
extension ContrastAdaptiveSharpen {
    static let kernel = Kernel(filter: "Sharpen", descriptor.name, kind: .sampling, of: Self.self)

    /// One pass over the 3×3 neighbourhood of each pixel, the input read clamped to its extent
    /// (the extent is kept). Every sharpness draws the kernel (0 still sharpens), so `sharpness`
    /// is linked to its uniform.
    public func apply(to input: Image) -> Image {
        Image(kernelApplication: Self.kernel, inputs: [input.clampedToExtent()], values: values(for: Self.kernel),
              extent: input.extent, regionOfInterest: { _, r in r.blurOutset(2) }, links: Self.links)
    }
}
