/// The kernels and apply of ``UnsharpMask`` (declared in `Shaders/Filters/Sharpen/unsharp-mask.glsl`).
extension UnsharpMask {
    static let kernel = Kernel(filter: "Sharpen", "unsharpMask", inputCount: 2, [P.intensity])

    public func apply(to input: Image) -> Image {
        guard radius > 0, intensity > 0 else { return input }
        return input.applying(Self.kernel, withBlurOf: radius, values: [P.intensity.uniform(intensity)])
    }
}
