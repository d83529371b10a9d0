/// The kernels behind ``SpriteOutline`` (declared in `Shaders/Filters/Stylize/sprite-outline.glsl`,
/// a template with 4 rings).
extension SpriteOutline {
    private static let template = ShaderSources.files["Filters/Stylize/sprite-outline.glsl"] ?? ""

    /// The template with `rings` rings of taps.
    static func kernel(rings: Int) -> Kernel {
        let source = template.replacing("Rings4", with: "Rings\(rings)")
            .replacing("_count = 4;", with: "_count = \(rings);")
        return Kernel(name: "spriteOutlineRings\(rings)", kind: .sampling, inputCount: 1,
                      parameters: [P.width.kernelParameter, P.softness.kernelParameter, P.color.kernelParameter],
                      source: source, origin: "Shaders/Filters/Stylize/sprite-outline.glsl")
    }

    /// The outline under the sprite, with as many rings as the width needs (1, 2, 4, 8 or 16);
    /// `input` itself at width 0.
    public func apply(to input: Image) -> Image {
        if isIdentity { return input }
        let rings = width <= 1 ? 1 : (width <= 2 ? 2 : (width <= 4 ? 4 : (width <= 8 ? 8 : 16)))
        let reach = Double(width).rounded(.up) + 1
        return Image(kernelApplication: Self.kernel(rings: rings), inputs: [input],
                     values: [P.width.uniform(width), P.softness.uniform(softness), P.color.uniform(color)],
                     extent: input.extent.blurOutset(reach), regionOfInterest: { _, r in r.blurOutset(reach) })
    }
}
