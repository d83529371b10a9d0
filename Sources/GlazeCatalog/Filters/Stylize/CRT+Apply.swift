/// The two kernels behind ``CRT`` (declared in `Shaders/Filters/Stylize/crt.glsl`).
extension CRT {
    private static let frame = [KernelParameter("center", .vec2), KernelParameter("halfSize", .vec2)]
    static let curvatureKernel = Kernel(filter: "Stylize", "crtCurvature", kind: .warp, of: Self.self, leading: frame)
    static let maskKernel = Kernel(filter: "Stylize", "crtMask", of: Self.self, leading: frame)

    /// The curved screen (a warp, when curved) under the scanlines and grille; `input` itself
    /// when scanlines, curvature and mask are all 0.
    public func apply(to input: Image) -> Image {
        if isIdentity { return input }
        let e = input.extent.isInfinite || input.extent.isEmpty ? Rect(0, 0, 1, 1) : input.extent
        let center = UniformValue.vec2(Float(e.midX), Float(e.midY))
        let half = UniformValue.vec2(Float(max(e.width / 2, 0.5)), Float(max(e.height / 2, 0.5)))
        var screen = input
        if curvature > 0 {
            let grow = Double(curvature) * max(e.width, e.height) + 2
            screen = Image(kernelApplication: Self.curvatureKernel, inputs: [input],
                           values: values(for: Self.curvatureKernel, leading: [center, half]), extent: input.extent,
                           regionOfInterest: { _, r in r.blurOutset(grow) })
        }
        return Image(kernelApplication: Self.maskKernel, inputs: [screen],
                     values: values(for: Self.maskKernel, leading: [center, half]),
                     extent: input.extent)
    }
}
