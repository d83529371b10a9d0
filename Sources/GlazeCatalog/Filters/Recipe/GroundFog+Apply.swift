/// The fog layer behind ``GroundFog`` (declared in `Shaders/Filters/Recipe/ground-fog.glsl`; its
/// parameter `color` is a name kernel files reserve, so the layer is a kernel of its own).
extension GroundFog {
    /// `Shaders/Filters/Recipe/ground-fog-layer.glsl`: the parameters, bound by name.
    static let layer = Kernel(filter: "Recipe", "groundFogLayer", of: Self.self)

    /// The fog laid over `input`; `input` itself at density 0.
    public func apply(to input: Image) -> Image {
        if isIdentity { return input }
        return Image(kernelApplication: Self.layer, inputs: [input],
                     values: values(for: Self.layer),
                     links: Self.links)
    }
}
