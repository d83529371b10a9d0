/// The kernel behind ``VignetteEffect`` (declared in `Shaders/Filters/Stylize/vignette-effect.glsl`).
extension VignetteEffect {
    static let kernel = Kernel(filter: "Stylize", "vignetteEffect", of: Self.self)
    /// Every parameter moves its uniform as it is (intensity 0 skips a node that would change nothing).
    static let links: [ValueLink] = (0..<2).map { ValueLink(P.center.name, component: $0, to: .uniform(P.center.name, component: $0)) }
        + [P.radius.name, P.intensity.name, P.falloff.name].map(ValueLink.direct)

    /// The ramp around `center` scaling RGB; `input` itself at intensity 0.
    public func apply(to input: Image) -> Image {
        if isIdentity { return input }
        return Image(kernelApplication: Self.kernel, inputs: [input],
                     values: values(for: Self.kernel),
                     links: Self.links)
    }
}
