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

    /// A sprite outline; each value is clamped into its range (NaN gives 0).
    /// - Parameters:
    ///   - width: how far the outline reaches beyond the sprite's coverage, 0...32 px; 0 leaves the
    ///     image unchanged.
    ///   - color: colour of the outline (linear RGBA, not premultiplied; components 0...1e4).
    ///   - softness: fraction of the width over which the outline fades, 0...1: 0 is a hard outline, 1 a
    ///     glow.
    public init(width: Float = 2, color: SIMD4<Float> = SIMD4(1, 1, 1, 1), softness: Float = 0) {
        self.width = width.isNaN ? 0 : min(max(width, 0), 32)
        self.color = color.sanitizedColorForStylize
        self.softness = softness.isNaN ? 0 : min(max(softness, 0), 1)
    }

    public init(parameters: FilterParameters) throws {
        try self.init(width: parameters.float("width"), color: parameters.color("color"), softness: parameters.float("softness"))
    }

    public static let descriptor = FilterDescriptor(
        name: "spriteOutline", displayName: "Sprite Outline", category: .stylize,
        parameters: [
            .number("width", 2, min: 0, max: 32, slider: 0...16, identity: 0, type: .distance, unit: "px",
                    doc: "How far the outline reaches beyond the sprite's coverage, in pixels."),
            .color("color", SIMD4(1, 1, 1, 1), doc: "Colour of the outline (linear RGBA, not premultiplied)."),
            .number("softness", 0, min: 0, max: 1, slider: 0...1,
                    doc: "Fraction of the width over which the outline fades: 0 is a hard outline, 1 a glow."),
        ],
        doc: "Draws an outline or glow around a sprite's opaque pixels.")

    private static let template = ShaderSources.files["Filters/Stylize/sprite-outline.glsl"] ?? ""

    static func kernel(rings: Int) -> Kernel {
        let source = template.replacingOccurrences(of: "Rings4", with: "Rings\(rings)")
            .replacingOccurrences(of: "_count = 4;", with: "_count = \(rings);")
        return Kernel(name: "spriteOutlineRings\(rings)", kind: .sampling, inputCount: 1,
                      parameters: [KernelParameter("width", .float), KernelParameter("softness", .float),
                                   KernelParameter("color", .vec4)],
                      source: source, origin: "Shaders/Filters/Stylize/sprite-outline.glsl")
    }

    public func apply(to input: Image) -> Image {
        guard width > 0 else { return input }
        let rings = width <= 1 ? 1 : (width <= 2 ? 2 : (width <= 4 ? 4 : (width <= 8 ? 8 : 16)))
        let reach = Double(width).rounded(.up) + 1
        let c = color
        return Image(kernelApplication: Self.kernel(rings: rings), inputs: [input],
                     values: [.float(width), .float(softness), .vec4(c.x * c.w, c.y * c.w, c.z * c.w, c.w)],
                     extent: input.extent.blurOutset(reach), regionOfInterest: { _, r in r.blurOutset(reach) })
    }
}

extension SIMD4 where Scalar == Float {
    /// NaN components become 0 and the rest are clamped to 0...1e4 (colour parameters).
    var sanitizedColorForStylize: SIMD4<Float> {
        SIMD4((0..<4).map { self[$0].isNaN ? 0 : Swift.min(Swift.max(self[$0], 0), 1e4) })
    }
}
