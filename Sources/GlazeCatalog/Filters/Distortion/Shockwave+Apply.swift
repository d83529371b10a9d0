/// The warp behind ``Shockwave`` (declared in `Shaders/Filters/Distortion/shockwave.glsl`).
extension Shockwave {
    /// The warp kernel.
    static let kernel = Kernel(filter: "Distortion", "shockwave", kind: .warp, of: Self.self)

    /// The ring as a warp of `input`; `input` itself at strength or width 0.
    public func apply(to input: Image) -> Image {
        if strength == 0 || width == 0 { return input }
        let reach = Double(abs(strength))
        let values = values(for: Self.kernel)
        return Image(kernelApplication: Self.kernel, inputs: [input], values: values,
                     extent: input.extent.insetBy(dx: -reach, dy: -reach),
                     regionOfInterest: { _, r in r.insetBy(dx: -reach - 1, dy: -reach - 1) })
    }
}
