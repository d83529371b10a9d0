/// A sun with rays (Core Image's `CISunbeamsGenerator`, Glaze's own formula): a solid disc of
/// `sunRadius` px, surrounded by a glow and by rays made of angular value noise, both fading out
/// smoothly by `maxStriationRadius · sunRadius`. Animate `time` for flickering rays. Infinite
/// extent (transparent beyond the rays); composite it over a scene.
///
/// intensity = core + (1 − core) · fade² · (0.3 + striationStrength · clamp(0.5 + (n − 0.5) ·
/// striationContrast, 0, 1)), output = color · clamp(intensity, 0, 1), where n is the ray noise.
public struct SunbeamsGenerator: Filter {
    /// Centre of the sun, in working-space pixels.
    public var center: Point
    /// Sun colour (linear RGBA, not premultiplied).
    public var color: SIMD4<Float>
    /// Radius of the solid disc, px, 0...1e5.
    public var sunRadius: Float
    /// How far the rays reach, as a multiple of `sunRadius`, 0...100 (≤ 1: no rays).
    public var maxStriationRadius: Float
    /// Brightness of the rays, 0...10.
    public var striationStrength: Float
    /// Contrast of the rays about mid-grey, 0...10.
    public var striationContrast: Float
    /// Animation time; one unit moves the ray pattern to a new random frame. −1e6...1e6.
    public var time: Float

    /// A sun with rays. Each value is clamped into its range (NaN gives the default; a NaN colour
    /// component gives 0).
    /// - Parameters:
    ///   - center: centre of the sun in working-space pixels (coordinates within ±1e6).
    ///   - color: colour of the sun and its rays (linear RGBA, not premultiplied; RGB 0...1e4, alpha
    ///     0...1).
    ///   - sunRadius: radius of the solid disc, 0...1e5 px.
    ///   - maxStriationRadius: how far the rays reach, as a multiple of `sunRadius`, 0...100 (≤ 1: no
    ///     rays).
    ///   - striationStrength: brightness of the rays, 0...10.
    ///   - striationContrast: contrast of the rays about mid-grey, 0...10.
    ///   - time: animation time, −1e6...1e6; each unit blends to a new ray pattern.
    public init(center: Point = Point(x: 150, y: 150), color: SIMD4<Float> = [1, 0.5, 0, 1], sunRadius: Float = 40,
                maxStriationRadius: Float = 2.58, striationStrength: Float = 0.5, striationContrast: Float = 1.375,
                time: Float = 0) {
        self.center = SpatialFilterSupport.point(center, fallback: Point(x: 150, y: 150))
        self.color = SpatialFilterSupport.color(color)
        self.sunRadius = clampParameter(sunRadius, 0...1e5, nan: 40)
        self.maxStriationRadius = clampParameter(maxStriationRadius, 0...100, nan: 2.58)
        self.striationStrength = clampParameter(striationStrength, 0...10, nan: 0.5)
        self.striationContrast = clampParameter(striationContrast, 0...10, nan: 1.375)
        self.time = clampParameter(time, -1e6...1e6, nan: 0)
    }

    public init(parameters: FilterParameters) throws {
        try self.init(center: parameters.point("center"), color: parameters.color("color"),
                  sunRadius: parameters.float("sunRadius"), maxStriationRadius: parameters.float("maxStriationRadius"),
                  striationStrength: parameters.float("striationStrength"),
                  striationContrast: parameters.float("striationContrast"), time: parameters.float("time"))
    }

    public static let descriptor = FilterDescriptor(
        name: "sunbeamsGenerator", aliases: ["CISunbeamsGenerator"], displayName: "Sunbeams",
        category: .generator, hasInputImage: false,
        parameters: [
            .position("center", 150, 150, doc: "Centre of the sun."),
            .color("color", [1, 0.5, 0, 1], doc: "Colour of the sun and its rays (linear RGBA)."),
            .number("sunRadius", 40, min: 0, max: 1e5, slider: 0...800, type: .distance, unit: "px",
                    doc: "Radius of the solid disc."),
            .number("maxStriationRadius", 2.58, min: 0, max: 100, slider: 0...10,
                    doc: "How far the rays reach, as a multiple of the sun radius."),
            .number("striationStrength", 0.5, min: 0, max: 10, slider: 0...3, doc: "Brightness of the rays."),
            .number("striationContrast", 1.375, min: 0, max: 10, slider: 0...5, doc: "Contrast of the rays."),
            .number("time", 0, min: -1e6, max: 1e6, slider: 0...10, unit: "",
                    doc: "Animation time: each unit blends to a new ray pattern."),
        ],
        doc: "A sun disc with a glow and animated noise rays.")

    static let kernel = Kernel(builtin: "Filters/Generator/sunbeams-generator.glsl", name: "sunbeamsGenerator",
                               kind: .color, inputCount: 0,
                               parameters: [KernelParameter("center", .vec2), KernelParameter("color", .vec4),
                                            KernelParameter("sunRadius", .float),
                                            KernelParameter("maxStriationRadius", .float),
                                            KernelParameter("striationStrength", .float),
                                            KernelParameter("striationContrast", .float),
                                            KernelParameter("time", .float)])

    /// The generated image (infinite extent).
    public var outputImage: Image {
        Image.generator(kernel: Self.kernel,
                        values: [center.uniformValue, color.uniformValue,
                                 .float(sunRadius), .float(maxStriationRadius), .float(striationStrength),
                                 .float(striationContrast), .float(time)])
    }

    public func apply(to input: Image) -> Image { outputImage }
}
