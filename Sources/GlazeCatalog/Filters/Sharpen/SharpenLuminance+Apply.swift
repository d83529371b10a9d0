/// The kernel behind ``SharpenLuminance`` (declared in `Shaders/Filters/Sharpen/sharpen-luminance.glsl`).
extension SharpenLuminance {
    static let kernel = Kernel(filter: "Sharpen", descriptor.name, inputCount: 2, of: Self.self)

    /// Luminance detail added back; `input` itself at radius or sharpness 0.
    public func apply(to input: Image) -> Image {
        guard radius > 0, sharpness > 0 else { return input }
        return input.applying(Self.kernel, withBlurOf: radius, values: values(for: Self.kernel), links: Self.links)
    }
}
