/// The kernels and apply of ``SharpenLuminance`` (declared in `Shaders/Filters/Sharpen/sharpen-luminance.glsl`).
extension SharpenLuminance {
    static let kernel = Kernel(filter: "Sharpen", "sharpenLuminance", inputCount: 2, [P.sharpness])

    public func apply(to input: Image) -> Image {
        guard radius > 0, sharpness > 0 else { return input }
        return input.applying(Self.kernel, withBlurOf: radius, values: [P.sharpness.uniform(sharpness)])
    }
}
