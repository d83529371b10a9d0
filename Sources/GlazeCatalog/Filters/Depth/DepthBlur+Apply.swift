/// The mask and blur behind ``DepthBlur`` (declared in `Shaders/Filters/Depth/depth-blur.glsl`).
extension DepthBlur {
    /// The blur strength from depth (`Shaders/Filters/Depth/depth-blur-mask.glsl`).
    static let maskKernel = Kernel(filter: "Depth", "depthBlurMask", of: Self.self)

    /// ``MaskedVariableBlur`` by the strength from `depth` (a missing depth image reads as depth 0).
    public func apply(to input: Image) -> Image {
        let depth = self.depth ?? .clear
        let mask = Image(kernelApplication: Self.maskKernel, inputs: [depth],
                         values: values(for: Self.maskKernel), extent: depth.extent)
        return input.applying(MaskedVariableBlur(mask: mask, radius: radius))
    }
}
