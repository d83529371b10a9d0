/// A lens halo (Core Image's `CILenticularHaloGenerator`, Glaze's own formula): a ring per
/// colour channel, split into a rainbow as `haloOverlap` drops, with animated striations.
/// Infinite extent; composite it over a scene.
///
/// Channel k (red +1, green 0, blue −1) has the profile `max(0, 1 − ((d − R_k) / (haloWidth/2))²)²`
/// around `R_k = haloRadius + k · (1 − haloOverlap) · haloWidth / 2`, times the striations
/// `1 − striationStrength + striationStrength · clamp(0.5 + (n − 0.5) · striationContrast, 0, 1)`
/// (n: angular value noise animated by `time`). Alpha is the largest channel weight.
public struct LenticularHaloGenerator: Filter {
    /// Centre of the halo, in working-space pixels.
    public var center: Point
    /// Halo colour (linear RGBA, not premultiplied).
    public var color: SIMD4<Float>
    /// Radius of the ring's middle, px, 0...1e5.
    public var haloRadius: Float
    /// Thickness of the ring, px, 0...1e5.
    public var haloWidth: Float
    /// How much the three channel rings overlap: 1 one white ring, 0 a rainbow. 0...1.
    public var haloOverlap: Float
    /// Depth of the striations, 0...1 (0: a smooth ring).
    public var striationStrength: Float
    /// Contrast of the striations, 0...10.
    public var striationContrast: Float
    /// Animation time; one unit moves the striations to a new random frame. −1e6...1e6.
    public var time: Float

    /// A lens halo. Each value is clamped into its range (NaN gives the default; a NaN colour component
    /// gives 0).
    /// - Parameters:
    ///   - center: centre of the halo in working-space pixels (coordinates within ±1e6).
    ///   - color: halo colour (linear RGBA, not premultiplied; RGB 0...1e4, alpha 0...1).
    ///   - haloRadius: radius of the ring's middle, 0...1e5 px.
    ///   - haloWidth: thickness of the ring, 0...1e5 px.
    ///   - haloOverlap: overlap of the three channel rings, 0...1: 1 one white ring, 0 a rainbow.
    ///   - striationStrength: depth of the striations, 0...1 (0: a smooth ring).
    ///   - striationContrast: contrast of the striations, 0...10.
    ///   - time: animation time, −1e6...1e6; each unit blends to a new striation pattern.
    public init(center: Point = Point(x: 150, y: 150), color: SIMD4<Float> = [1, 0.9, 0.8, 1], haloRadius: Float = 70,
                haloWidth: Float = 87, haloOverlap: Float = 0.77, striationStrength: Float = 0.5,
                striationContrast: Float = 1, time: Float = 0) {
        self.center = SpatialFilterSupport.point(center, fallback: Point(x: 150, y: 150))
        self.color = SpatialFilterSupport.color(color)
        self.haloRadius = clampParameter(haloRadius, 0...1e5, nan: 70)
        self.haloWidth = clampParameter(haloWidth, 0...1e5, nan: 87)
        self.haloOverlap = clampParameter(haloOverlap, 0...1, nan: 0.77)
        self.striationStrength = clampParameter(striationStrength, 0...1, nan: 0.5)
        self.striationContrast = clampParameter(striationContrast, 0...10, nan: 1)
        self.time = clampParameter(time, -1e6...1e6, nan: 0)
    }

    public init(parameters: FilterParameters) throws {
        try self.init(center: parameters.point("center"), color: parameters.color("color"),
                  haloRadius: parameters.float("haloRadius"), haloWidth: parameters.float("haloWidth"),
                  haloOverlap: parameters.float("haloOverlap"),
                  striationStrength: parameters.float("striationStrength"),
                  striationContrast: parameters.float("striationContrast"), time: parameters.float("time"))
    }

    public static let descriptor = FilterDescriptor(
        name: "lenticularHaloGenerator", aliases: ["CILenticularHaloGenerator"], displayName: "Lenticular Halo",
        category: .generator, hasInputImage: false,
        parameters: [
            .position("center", 150, 150, doc: "Centre of the halo."),
            .color("color", [1, 0.9, 0.8, 1], doc: "Colour of the halo (linear RGBA)."),
            .number("haloRadius", 70, min: 0, max: 1e5, slider: 0...1000, type: .distance, unit: "px",
                    doc: "Radius of the middle of the ring."),
            .number("haloWidth", 87, min: 0, max: 1e5, slider: 0...300, type: .distance, unit: "px",
                    doc: "Thickness of the ring."),
            .number("haloOverlap", 0.77, min: 0, max: 1, doc: "Overlap of the channel rings: 1 white, 0 a rainbow."),
            .number("striationStrength", 0.5, min: 0, max: 1, doc: "Depth of the striations (0: smooth ring)."),
            .number("striationContrast", 1, min: 0, max: 10, slider: 0...5, doc: "Contrast of the striations."),
            .number("time", 0, min: -1e6, max: 1e6, slider: 0...10,
                    doc: "Animation time: each unit blends to a new striation pattern."),
        ],
        doc: "A rainbow lens halo ring with animated striations.")

    static let kernel = Kernel(builtin: "Filters/Generator/lenticular-halo-generator.glsl",
                               name: "lenticularHaloGenerator", kind: .color, inputCount: 0,
                               parameters: [KernelParameter("center", .vec2), KernelParameter("color", .vec4),
                                            KernelParameter("haloRadius", .float), KernelParameter("haloWidth", .float),
                                            KernelParameter("haloOverlap", .float),
                                            KernelParameter("striationStrength", .float),
                                            KernelParameter("striationContrast", .float),
                                            KernelParameter("time", .float)])

    /// The generated image (infinite extent).
    public var outputImage: Image {
        Image.generator(kernel: Self.kernel,
                        values: [center.uniformValue, color.uniformValue,
                                 .float(haloRadius), .float(haloWidth), .float(haloOverlap), .float(striationStrength),
                                 .float(striationContrast), .float(time)])
    }

    public func apply(to input: Image) -> Image { outputImage }
}
