/// A star with a cross-shaped flare (Core Image's `CIStarShineGenerator`, Glaze's own formula).
/// Infinite extent; composite it over a scene.
///
/// With `x = d / radius`: core `clamp(1 − x, 0, 1)²`, glow `2^epsilon / (1 + x²)`, and two
/// perpendicular streaks at `crossAngle`, each `exp(−across / crossWidth − along / (crossScale ·
/// radius))`, scaled by `2^crossOpacity`. Output: `color · clamp(core + glow + streaks, 0, 1)`.
public struct StarShineGenerator: Filter {
    /// Centre of the star, in working-space pixels.
    public var center: Point
    /// Star colour (linear RGBA, not premultiplied).
    public var color: SIMD4<Float>
    /// Radius of the bright core, px, 0...1e5.
    public var radius: Float
    /// Length of the streaks as a multiple of `radius`, 0...1000.
    public var crossScale: Float
    /// Direction of the first streak, radians.
    public var crossAngle: Float
    /// Streak brightness as a power of two: 0 full, −8 faint. −16...4.
    public var crossOpacity: Float
    /// Thickness of the streaks, px, 0...1000.
    public var crossWidth: Float
    /// Glow brightness as a power of two: 0 full, −8 faint. −16...4.
    public var epsilon: Float

    /// A star shine. Each value is clamped into its range (NaN gives the default; a NaN colour
    /// component gives 0).
    /// - Parameters:
    ///   - center: centre of the star in working-space pixels (coordinates within ±1e6).
    ///   - color: star colour (linear RGBA, not premultiplied; RGB 0...1e4, alpha 0...1).
    ///   - radius: radius of the bright core, 0...1e5 px.
    ///   - crossScale: length of the streaks as a multiple of `radius`, 0...1000.
    ///   - crossAngle: direction of the first streak in radians, −1e4...1e4 (the second is
    ///     perpendicular).
    ///   - crossOpacity: streak brightness as a power of two, −16...4: 0 full, −8 faint.
    ///   - crossWidth: thickness of the streaks, 0...1000 px.
    ///   - epsilon: glow brightness as a power of two, −16...4: 0 full, −8 faint.
    public init(center: Point = Point(x: 150, y: 150), color: SIMD4<Float> = [1, 0.8, 0.6, 1], radius: Float = 50,
                crossScale: Float = 15, crossAngle: Float = 0.6, crossOpacity: Float = -2, crossWidth: Float = 2.5,
                epsilon: Float = -2) {
        self.center = SpatialFilterSupport.point(center, fallback: Point(x: 150, y: 150))
        self.color = SpatialFilterSupport.color(color)
        self.radius = clampParameter(radius, 0...1e5, nan: 50)
        self.crossScale = clampParameter(crossScale, 0...1000, nan: 15)
        self.crossAngle = clampParameter(crossAngle, -1e4...1e4, nan: 0.6)
        self.crossOpacity = clampParameter(crossOpacity, -16...4, nan: -2)
        self.crossWidth = clampParameter(crossWidth, 0...1000, nan: 2.5)
        self.epsilon = clampParameter(epsilon, -16...4, nan: -2)
    }

    public init(parameters: FilterParameters) throws {
        try self.init(center: parameters.point("center"), color: parameters.color("color"),
                  radius: parameters.float("radius"),
                  crossScale: parameters.float("crossScale"), crossAngle: parameters.float("crossAngle"),
                  crossOpacity: parameters.float("crossOpacity"), crossWidth: parameters.float("crossWidth"),
                  epsilon: parameters.float("epsilon"))
    }

    public static let descriptor = FilterDescriptor(
        name: "starShineGenerator", aliases: ["CIStarShineGenerator"], displayName: "Star Shine",
        category: .generator, hasInputImage: false,
        parameters: [
            .position("center", 150, 150, doc: "Centre of the star."),
            .color("color", [1, 0.8, 0.6, 1], doc: "Colour of the star (linear RGBA)."),
            .number("radius", 50, min: 0, max: 1e5, slider: 0...300, type: .distance, unit: "px",
                    doc: "Radius of the bright core."),
            .number("crossScale", 15, min: 0, max: 1000, slider: 0...100,
                    doc: "Length of the streaks as a multiple of the radius."),
            .number("crossAngle", 0.6, min: -1e4, max: 1e4, slider: -3.1416...3.1416, type: .angle, unit: "rad",
                    doc: "Direction of the first streak (the second is perpendicular)."),
            .number("crossOpacity", -2, min: -16, max: 4, slider: -8...0,
                    doc: "Streak brightness as a power of two (0 full, -8 faint)."),
            .number("crossWidth", 2.5, min: 0, max: 1000, slider: 0...300, type: .distance, unit: "px",
                    doc: "Thickness of the streaks."),
            .number("epsilon", -2, min: -16, max: 4, slider: -8...0,
                    doc: "Glow brightness as a power of two (0 full, -8 faint)."),
        ],
        doc: "A star: bright core, glow and a cross-shaped flare.")

    static let kernel = Kernel(builtin: "Filters/Generator/star-shine-generator.glsl", name: "starShineGenerator",
                               kind: .color, inputCount: 0,
                               parameters: [KernelParameter("center", .vec2), KernelParameter("color", .vec4),
                                            KernelParameter("radius", .float), KernelParameter("crossScale", .float),
                                            KernelParameter("crossAngle", .float),
                                            KernelParameter("crossOpacity", .float),
                                            KernelParameter("crossWidth", .float), KernelParameter("epsilon", .float)])

    /// The generated image (infinite extent).
    public var outputImage: Image {
        Image.generator(kernel: Self.kernel,
                        values: [center.uniformValue, color.uniformValue,
                                 .float(radius), .float(crossScale), .float(crossAngle), .float(crossOpacity),
                                 .float(crossWidth), .float(epsilon)])
    }

    public func apply(to input: Image) -> Image { outputImage }
}
