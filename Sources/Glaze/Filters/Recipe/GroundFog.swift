/// A sheet of drifting ground fog (the 2012 games demo's recipe): grey value noise shaped by a
/// linear gradient (full at `point0`, gone at `point1`) and laid over the image; animate
/// `offset` to move it. Deterministic; one colour kernel.
public struct GroundFog: Filter {
    /// Translation of the noise in pixels; animate it to make the fog drift.
    public var offset: SIMD2<Float>
    /// Colour of the fog (linear RGBA, not premultiplied).
    public var color: SIMD4<Float>
    /// Opacity of the densest fog, 0...1. 0 leaves the image unchanged.
    public var density: Float
    /// Where the fog is full (working-space pixels), usually on the ground.
    public var point0: Point
    /// Where the fog has faded out.
    public var point1: Point
    /// Size of the fog's features in pixels, 2...1000.
    public var scale: Float

    /// Ground fog; each value is clamped into its range.
    /// - Parameters:
    ///   - offset: translation of the noise in pixels, components within ±1e6 (non-finite gives 0);
    ///     animate it to make the fog drift.
    ///   - color: colour of the fog (linear RGBA, not premultiplied; components 0...1e4, NaN gives 0).
    ///   - density: opacity of the densest fog, 0...1 (NaN gives 0); 0 leaves the image unchanged.
    ///   - point0: where the fog is full, in working-space pixels (non-finite coordinates give 0).
    ///   - point1: where the fog has faded out, in working-space pixels (non-finite coordinates give 0).
    ///   - scale: size of the fog's features, 2...1000 px (NaN gives 48).
    public init(offset: SIMD2<Float> = .zero, color: SIMD4<Float> = SIMD4(0.8, 0.8, 0.8, 1), density: Float = 0.8,
                point0: Point = Point(x: 0, y: 0), point1: Point = Point(x: 0, y: 200), scale: Float = 48) {
        self.offset = SIMD2(offset.x.isFinite ? min(max(offset.x, -1e6), 1e6) : 0,
                            offset.y.isFinite ? min(max(offset.y, -1e6), 1e6) : 0)
        self.color = color.sanitizedColorForStylize
        self.density = density.isNaN ? 0 : min(max(density, 0), 1)
        self.point0 = point0.sanitizedForStylize
        self.point1 = point1.sanitizedForStylize
        self.scale = scale.isNaN ? 48 : min(max(scale, 2), 1000)
    }

    public init(parameters: FilterParameters) throws {
        let v = try parameters.vector("offset")
        try self.init(offset: SIMD2(Float(v.first ?? 0), Float(v.count > 1 ? v[1] : 0)), color: parameters.color("color"),
                  density: parameters.float("density"), point0: parameters.point("point0"),
                  point1: parameters.point("point1"), scale: parameters.float("scale"))
    }

    public static let descriptor = FilterDescriptor(
        name: "groundFog", displayName: "Ground Fog", category: .recipe,
        parameters: [
            ParameterDescriptor("offset", .vector, default: .vector([0, 0]), min: -1e6, max: 1e6, slider: -500...500,
                                unit: "px", components: 2, doc: "Translation of the fog's noise; animate it to make the fog drift."),
            .color("color", SIMD4(0.8, 0.8, 0.8, 1), doc: "Colour of the fog (linear RGBA, not premultiplied)."),
            .number("density", 0.8, min: 0, max: 1, slider: 0...1, identity: 0, doc: "Opacity of the densest fog."),
            .position("point0", 0, 0, doc: "Where the fog is full, in pixels (usually the ground)."),
            .position("point1", 0, 200, doc: "Where the fog has faded out, in pixels."),
            .number("scale", 48, min: 2, max: 1000, slider: 8...200, type: .distance, unit: "px",
                    doc: "Size of the fog's billows, in pixels."),
        ],
        doc: "Lays drifting grey fog over the image, thick at one point and fading towards another.")

    static let kernel = Kernel(builtin: "Filters/Recipe/ground-fog.glsl", name: "groundFog", kind: .color,
                               parameters: [KernelParameter("offset", .vec2), KernelParameter("fogColor", .vec4),
                                            KernelParameter("density", .float), KernelParameter("point0", .vec2),
                                            KernelParameter("point1", .vec2), KernelParameter("scale", .float)])

    public func apply(to input: Image) -> Image {
        guard density > 0 else { return input }
        let c = color
        return Image(kernelApplication: Self.kernel, inputs: [input],
                     values: [.vec2(offset.x, offset.y), .vec4(c.x * c.w, c.y * c.w, c.z * c.w, c.w), .float(density),
                              .vec2(Float(point0.x), Float(point0.y)), .vec2(Float(point1.x), Float(point1.y)),
                              .float(scale)])
    }
}
