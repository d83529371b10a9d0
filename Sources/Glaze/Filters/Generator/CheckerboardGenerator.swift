/// A checkerboard (Core Image's `CICheckerboardGenerator`): squares of `width` px with a corner
/// at `center`; the square up and right of the centre is `color0`. Infinite extent.
///
/// `sharpness` 1 gives hard edges; below 1 each edge blends over `(1 − sharpness) · width / 2` px
/// on either side (half-and-half on the edge itself).
public struct CheckerboardGenerator: Filter {
    /// A corner shared by four squares, in working-space pixels.
    public var center: Point
    /// Colour of the square up and right of the centre (linear RGBA, not premultiplied).
    public var color0: SIMD4<Float>
    /// Colour of the other squares (linear RGBA, not premultiplied).
    public var color1: SIMD4<Float>
    /// Side of a square, px, 0.001...1e5.
    public var width: Float
    /// Edge hardness, 0 (fully blended) ... 1 (hard).
    public var sharpness: Float

    /// A checkerboard. Each value is clamped into its range (NaN gives the default; a NaN colour
    /// component gives 0).
    /// - Parameters:
    ///   - center: a corner shared by four squares, in working-space pixels (coordinates within ±1e6).
    ///   - color0: colour of the square up and right of the centre (linear RGBA, not premultiplied; RGB
    ///     0...1e4, alpha 0...1).
    ///   - color1: colour of the other squares (same ranges).
    ///   - width: side of a square, 0.001...1e5 px.
    ///   - sharpness: edge hardness, 0...1: 1 hard, 0 blended across half a square.
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
        name: "checkerboardGenerator", aliases: ["CICheckerboardGenerator"], displayName: "Checkerboard",
        category: .generator, hasInputImage: false,
        parameters: [
            .position("center", 150, 150, doc: "A corner shared by four squares."),
            .color("color0", [1, 1, 1, 1], doc: "Colour of the square up and right of the centre (linear RGBA)."),
            .color("color1", [0, 0, 0, 1], doc: "Colour of the other squares (linear RGBA)."),
            .number("width", 80, min: 0.001, max: 1e5, slider: 1...800, type: .distance, unit: "px",
                    doc: "Side of a square."),
            .number("sharpness", 1, min: 0, max: 1, doc: "Edge hardness: 1 hard, 0 blended across half a square."),
        ],
        doc: "An infinite checkerboard of two colours.")

    static let kernel = Kernel(builtin: "Filters/Generator/checkerboard-generator.glsl", name: "checkerboardGenerator",
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
