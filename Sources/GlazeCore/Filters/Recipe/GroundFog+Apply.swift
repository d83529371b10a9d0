/// The kernels and apply of ``GroundFog`` (declared in `Shaders/Filters/Recipe/ground-fog.glsl`).
extension GroundFog {
    /// The fog kernel (its colour is the `color` parameter, `fogColor` in the GLSL).
    static let kernel = Kernel(filter: "Recipe", "groundFog", [P.offset, P.color, P.density, P.point0, P.point1, P.scale])

    /// The fog over `input`; `input` itself while the density is 0.
    public func apply(to input: Image) -> Image {
        guard density > 0 else { return input }
        let values = [P.offset.uniform(offset), P.color.uniform(color), P.density.uniform(density), P.point0.uniform(point0),
                      P.point1.uniform(point1), P.scale.uniform(scale)]
        return Image(kernelApplication: Self.kernel, inputs: [input], values: values)
    }
}
