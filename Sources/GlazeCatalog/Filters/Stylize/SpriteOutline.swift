/// An outline or glow around a sprite, from its alpha: wherever the sprite covers something
/// within `width` pixels, `color` shows under the sprite. `softness` fades the outer part of the
/// width (0: a hard outline, 1: a glow). The extent grows by the width.
public struct SpriteOutline: Filter {
    /// Reach of the outline in pixels, 0...32. 0 leaves the image unchanged.
    public var width: Float
    /// Colour of the outline (linear RGBA, not premultiplied).
    public var color: SIMD4<Float>
    /// Fraction of the width over which the outline fades out, 0...1.
    public var softness: Float

    /// The parameters, each declared once.
    @usableFromInline enum P {
        @usableFromInline static let width = FilterParameter<Float>.number(
            "width", 2, min: 0, max: 32, slider: 0...16, identity: 0, type: .distance, unit: "px",
            doc: "How far the outline reaches beyond the sprite's coverage, in pixels.")
        @usableFromInline static let color = FilterParameter<SIMD4<Float>>.color(
            "color", SIMD4(1, 1, 1, 1), doc: "Colour of the outline (linear RGBA, not premultiplied).")
        @usableFromInline static let softness = FilterParameter<Float>.number(
            "softness", 0, min: 0, max: 1, slider: 0...1,
            doc: "Fraction of the width over which the outline fades: 0 is a hard outline, 1 a glow.")
    }

    /// A sprite outline; each argument sets the property of the same name, clamped into its range
    /// (NaN gives 0; colour components 0...1e4).
    public init(width: Float = P.width.defaultValue, color: SIMD4<Float> = P.color.defaultValue,
                softness: Float = P.softness.defaultValue) {
        self.width = P.width.clamped(width, nan: 0)
        self.color = color.sanitizedColorForStylize
        self.softness = P.softness.clamped(softness, nan: 0)
    }

    public init(parameters p: FilterParameters) throws {
        try self.init(width: p[P.width], color: p.color("color"), softness: p[P.softness])
    }

    /// Registry name `spriteOutline`.
    public static let descriptor = FilterDescriptor(
        builtin: "spriteOutline", "Sprite Outline", .stylize, coreImage: false, [P.width, P.color, P.softness],
        doc: "Draws an outline or glow around a sprite's opaque pixels.")

    private static let template = ShaderSources.files["Filters/Stylize/sprite-outline.glsl"] ?? ""

    static func kernel(rings: Int) -> Kernel {
        let source = template.replacing("Rings4", with: "Rings\(rings)")
            .replacing("_count = 4;", with: "_count = \(rings);")
        return Kernel(name: "spriteOutlineRings\(rings)", kind: .sampling, inputCount: 1,
                      parameters: ([P.width, P.softness, P.color] as [any DeclaredParameter]).map(\.kernelParameter),
                      source: source, origin: "Shaders/Filters/Stylize/sprite-outline.glsl")
    }

    public func apply(to input: Image) -> Image {
        guard width > 0 else { return input }
        let rings = width <= 1 ? 1 : (width <= 2 ? 2 : (width <= 4 ? 4 : (width <= 8 ? 8 : 16)))
        let reach = Double(width).rounded(.up) + 1
        let c = color
        return Image(kernelApplication: Self.kernel(rings: rings), inputs: [input],
                     values: [P.width.uniform(width), P.softness.uniform(softness), c.uniformValue],
                     extent: input.extent.blurOutset(reach), regionOfInterest: { _, r in r.blurOutset(reach) })
    }
}
