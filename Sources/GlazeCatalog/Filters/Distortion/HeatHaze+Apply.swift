/// The warp behind ``HeatHaze`` (declared in `Shaders/Filters/Distortion/heat-haze.glsl`).
extension HeatHaze {
    /// The warp kernel: the input's outermost pixel centres, then the parameters.
    static let kernel = Kernel(filter: "Distortion", "heatHaze", kind: .warp, of: Self.self,
                               leading: [KernelParameter("bounds", .vec4)])

    /// The shimmer as a warp of `input`, kept to its extent; `input` itself at strength 0.
    public func apply(to input: Image) -> Image {
        if strength == 0 { return input }
        let reach = Double(abs(strength))
        let e = input.extent
        let bounds: UniformValue = e.isInfinite || e.isEmpty
            ? .vec4(-1e30, -1e30, 1e30, 1e30)
            : .vec4(Float(e.minX + 0.5), Float(e.minY + 0.5), Float(max(e.minX + 0.5, e.maxX - 0.5)), Float(max(e.minY + 0.5, e.maxY - 0.5)))
        return Image(kernelApplication: Self.kernel, inputs: [input], values: values(for: Self.kernel, leading: [bounds]), extent: e,
                     regionOfInterest: { _, r in r.insetBy(dx: -reach - 1, dy: -reach - 1) })
    }
}
