/// The kernel behind ``UnsharpMask`` (declared in `Shaders/Filters/Sharpen/unsharp-mask.glsl`).
extension UnsharpMask {
    static let kernel = Kernel(filter: "Sharpen", descriptor.name, inputCount: 2, of: Self.self)

    /// The image pushed away from its blur; `input` itself at radius or intensity 0.
    public func apply(to input: Image) -> Image {
        guard radius > 0, intensity > 0 else { return input }
        return input.applying(Self.kernel, withBlurOf: radius, values: values(for: Self.kernel), links: Self.links)
    }
}
