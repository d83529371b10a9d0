/// Distorts the image as if seen through textured glass (Core Image's `CIGlassDistortion`): the
/// texture is a height map (its luma, clamped to 0...1), tiled across the plane with its centre
/// at `center`; each pixel reads the image displaced by `scale / 2 · (∂h/∂x, ∂h/∂y)` (central
/// differences over ±1 px), so no displacement exceeds `scale / 2` px per axis.
///
/// A two-input `sampling` kernel: the image and the tiled texture are read at different
/// coordinates, so both are materialised (region of interest: the output grown by `scale / 2`
/// for the image, the shifted output for the texture).
public struct GlassDistortion: Filter {
    /// The height map (Core Image's `inputTexture`); tiled when finite.
    public var texture: Image
    /// Where the texture's centre sits, working-space pixels.
    public var center: Point
    /// Strength of the displacement, px, −1e4...1e4. 0 leaves the image unchanged.
    public var scale: Float

    /// A glass distortion; each number is clamped into its range (NaN gives the default).
    /// - Parameters:
    ///   - texture: the height map (its luminance); tiled across the plane when finite.
    ///   - center: where the texture's centre sits, in working-space pixels (coordinates within ±1e6).
    ///   - scale: displacement strength in pixels, −1e4...1e4: at most `scale / 2` px per axis; 0 leaves
    ///     the image unchanged.
    public init(texture: Image, center: Point = Point(x: 150, y: 150), scale: Float = 200) {
        self.texture = texture
        self.center = SpatialFilterSupport.point(center, fallback: Point(x: 150, y: 150))
        self.scale = clampParameter(scale, -1e4...1e4, nan: 200)
    }

    public init(parameters: FilterParameters) throws {
        try self.init(texture: parameters.image("texture") ?? .clear, center: parameters.point("center"),
                  scale: parameters.float("scale"))
    }

    public static let descriptor = FilterDescriptor(
        name: "glassDistortion", aliases: ["CIGlassDistortion"], displayName: "Glass Distortion", category: .distortion,
        parameters: [
            .image("texture", doc: "Height map of the glass (its luminance); tiled across the image."),
            .position("center", 150, 150, doc: "Where the texture's centre sits."),
            .number("scale", 200, min: -1e4, max: 1e4, slider: 0...500, identity: 0, type: .distance, unit: "px",
                    doc: "Displacement strength: at most scale / 2 px per axis."),
        ],
        doc: "Refracts the image through a tiled glass texture.")

    static let kernel = Kernel(builtin: "Filters/Distortion/glass-distortion.glsl", name: "glassDistortion",
                               kind: .sampling, inputCount: 2,
                               parameters: [KernelParameter("textureOffset", .vec2), KernelParameter("scale", .float)])

    public func apply(to input: Image) -> Image {
        if scale == 0 { return input }
        let t = texture.extent
        let tiled = t.isInfinite ? texture : AffineTile().apply(to: texture)
        let origin = t.isInfinite ? Point.zero : t.center
        let offset = Point(x: origin.x - center.x, y: origin.y - center.y)
        let reach = Double(abs(scale)) / 2 + 1
        return Image(kernelApplication: Self.kernel, inputs: [input, tiled],
                     values: [offset.uniformValue, .float(scale)],
                     extent: input.extent.insetBy(dx: -reach + 1, dy: -reach + 1),
                     regionOfInterest: { index, r in
                         if r.isInfinite { return r }
                         if index == 0 { return r.insetBy(dx: -reach, dy: -reach) }
                         return Rect(x: r.minX + offset.x - 2, y: r.minY + offset.y - 2, width: r.width + 4,
                                     height: r.height + 4)
                     })
    }
}
