/// The kernel behind ``Vignette`` (declared in `Shaders/Filters/Stylize/vignette.glsl`): it only
/// scales RGB (`scalingRGB()`), and its intensity and radius are linked to their uniforms.
extension Vignette {
    static let kernel = Kernel(filter: "Stylize", "vignette", of: Self.self,
                               leading: [KernelParameter("center", .vec2), KernelParameter("halfDiagonal", .float)])
        .scalingRGB()

    /// The darkening by distance from the extent's centre, relative to half its diagonal.
    public func apply(to input: Image) -> Image {
        let e = input.extent.isInfinite ? Rect(0, 0, 1, 1) : input.extent
        let halfDiagonal = Float((e.width * e.width + e.height * e.height).squareRoot() / 2)
        return Image(kernelApplication: Self.kernel, inputs: [input],
                     values: values(for: Self.kernel, leading: [.vec2(Float(e.midX), Float(e.midY)), .float(max(halfDiagonal, 1e-3))]),
                     links: Self.links)
    }
}
