/// The kernel behind ``ColorMap`` (declared in `Shaders/Filters/ColorEffect/color-map.glsl`).
extension ColorMap {
    static let kernel = Kernel(filter: "ColorEffect", "colorMap", kind: .transition,
                               leading: [KernelParameter("gradientRect", .vec4)])

    /// The gradient's colour at each pixel's luma; only the gradient's rect is read from it.
    public func apply(to input: Image) -> Image {
        let gradient = gradientImage.extent.isInfinite || gradientImage.extent.isEmpty
            ? Rect(0, 0, 256, 1) : gradientImage.extent
        return Image(kernelApplication: Self.kernel, inputs: [input, gradientImage],
                     values: [.vec4(Float(gradient.minX), Float(gradient.minY), Float(gradient.width), Float(gradient.height))],
                     extent: input.extent,
                     regionOfInterest: { index, rect in index == 0 ? rect : gradient })
    }
}
