/// The kernels behind ``SpriteOutline`` (declared in `Shaders/Filters/Stylize/sprite-outline.glsl`,
/// a template with 4 rings).
extension SpriteOutline {
    private static let template = ShaderSources.files["Filters/Stylize/sprite-outline.glsl"] ?? ""

    /// The template with 1, 2, 4, 8 and 16 rings of taps, by ring count (built once).
    private static let kernels = Dictionary(uniqueKeysWithValues: [1, 2, 4, 8, 16].map { ($0, kernel(rings: $0)) })

    /// The template with `rings` rings of taps.
    private static func kernel(rings: Int) -> Kernel {
        let source = template.replacing("Rings4", with: "Rings\(rings)")
            .replacing("_count = 4;", with: "_count = \(rings);")
        return Kernel(name: "spriteOutlineRings\(rings)", kind: .sampling, inputCount: 1,
                      parameters: kernelParameters(of: "spriteOutlineRings\(rings)", in: source),
                      source: source, origin: "Shaders/Filters/Stylize/sprite-outline.glsl")
    }

    /// The outline under the sprite, with as many rings as the width needs (1, 2, 4, 8 or 16);
    /// `input` itself at width 0.
    public func apply(to input: Image) -> Image {
        if isIdentity { return input }
        let rings = width <= 1 ? 1 : (width <= 2 ? 2 : (width <= 4 ? 4 : (width <= 8 ? 8 : 16)))
        let reach = Double(width).rounded(.up) + 1
        let kernel = Self.kernels[rings] ?? Self.kernel(rings: rings)
        return Image(kernelApplication: kernel, inputs: [input], values: values(for: kernel),
                     extent: input.extent.blurOutset(reach), regionOfInterest: { _, r in r.blurOutset(reach) })
    }
}
