/// The kernel behind ``VignetteEffect`` (declared in `Shaders/Filters/Stylize/vignette-effect.glsl`).
extension VignetteEffect {
    static let kernel = Kernel(filter: "Stylize", "vignetteEffect", of: Self.self)

    /// The ramp around `center` scaling RGB; `input` itself at intensity 0.
    public func apply(to input: Image) -> Image {
        if isIdentity { return input }
        return Image(kernelApplication: Self.kernel, inputs: [input],
                     values: values(for: Self.kernel),
                     links: Self.links)
    }
}
