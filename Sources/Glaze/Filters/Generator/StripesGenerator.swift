/// Vertical stripes (Core Image's `CIStripesGenerator`): stripes of `width` px, one starting
/// at `center.x`; the stripe right of the centre is `color0`. Infinite extent.
///
/// `sharpness` 1 gives hard edges; below 1 each edge blends over `(1 − sharpness) · width / 2` px
/// on either side (half-and-half on the edge itself).
public struct StripesGenerator: Filter {
    /// A point on the edge between two stripes, in working-space pixels (only x matters).
    public var center: Point
    /// Colour of the stripe right of the centre (linear RGBA, not premultiplied).
    public var color0: SIMD4<Float>
    /// Colour of the other stripes (linear RGBA, not premultiplied).
    public var color1: SIMD4<Float>
    /// Width of a stripe, px, 0.001...1e5.
    public var width: Float
    /// Edge hardness, 0 (fully blended) ... 1 (hard).
    public var sharpness: Float

    /// Stripes. Each value is clamped into its range (NaN gives the default; a NaN colour component
    /// gives 0).
    /// - Parameters:
    ///   - center: a point on the edge between two stripes, in working-space pixels (only x matters;
    ///     coordinates within ±1e6).
    ///   - color0: colour of the stripe right of the centre (linear RGBA, not premultiplied; RGB
    ///     0...1e4, alpha 0...1).
    ///   - color1: colour of the other stripes (same ranges).
    ///   - width: width of a stripe, 0.001...1e5 px.
    ///   - sharpness: edge hardness, 0...1: 1 hard, 0 blended across half a stripe.
    public init(center: Point = Point(x: 150, y: 150), color0: SIMD4<Float> = [1, 1, 1, 1],
                color1: SIMD4<Float> = [0, 0, 0, 1], width: Float = 80, sharpness: Float = 1) {
        self.center = SpatialFilterSupport.point(center, fallback: Point(x: 150, y: 150))
        self.color0 = SpatialFilterSupport.color(color0)
        self.color1 = SpatialFilterSupport.color(color1)
        self.width = SpatialFilterSupport.clamp(width, 0.001...1e5, nan: 80)
        self.sharpness = SpatialFilterSupport.clamp(sharpness, 0...1, nan: 1)
    }

    public init(parameters: FilterParameters) throws {
        self.init(center: parameters.point("center"), color0: parameters.color("color0"),
                  color1: parameters.color("color1"), width: parameters.float("width"),
                  sharpness: parameters.float("sharpness"))
    }

    public static let descriptor = FilterDescriptor(
        name: "stripesGenerator", aliases: ["CIStripesGenerator"], displayName: "Stripes",
        category: .generator, hasInputImage: false,
        parameters: [
            .position("center", 150, 150, doc: "A point on the edge between two stripes (only x matters)."),
            .color("color0", [1, 1, 1, 1], doc: "Colour of the stripe right of the centre (linear RGBA)."),
            .color("color1", [0, 0, 0, 1], doc: "Colour of the other stripes (linear RGBA)."),
            .number("width", 80, min: 0.001, max: 1e5, slider: 1...800, type: .distance, unit: "px",
                    doc: "Width of a stripe."),
            .number("sharpness", 1, min: 0, max: 1, doc: "Edge hardness: 1 hard, 0 blended across half a stripe."),
        ],
        doc: "Infinite vertical stripes of two colours.")

    static let kernel = Kernel(builtin: "Filters/Generator/stripes-generator.glsl", name: "stripesGenerator",
                               kind: .color, inputCount: 0,
                               parameters: [KernelParameter("center", .vec2), KernelParameter("color0", .vec4),
                                            KernelParameter("color1", .vec4), KernelParameter("width", .float),
                                            KernelParameter("sharpness", .float)])

    /// The generated image (infinite extent).
    public var outputImage: Image {
        Image.generator(kernel: Self.kernel,
                        values: [SpatialFilterSupport.vec2(center), SpatialFilterSupport.premultiplied(color0),
                                 SpatialFilterSupport.premultiplied(color1), .float(width), .float(sharpness)])
    }

    public func apply(to input: Image) -> Image { outputImage }
}
