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
    /// Where the texture's centre sits, working-space pixels (coordinates within ±1e6).
    public var center: Point
    /// Strength of the displacement, px, −1e4...1e4: at most `scale / 2` px per axis; 0 leaves the
    /// image unchanged.
    public var scale: Float

    /// The parameters, each declared once.
    @usableFromInline enum P {
        static let texture = ParameterDescriptor.image(
            "texture", doc: "Height map of the glass (its luminance); tiled across the image.")
        @usableFromInline static let center = FilterParameter<Point>.position(
            "center", 150, 150, doc: "Where the texture's centre sits.")
        @usableFromInline static let scale = FilterParameter<Float>.number(
            "scale", 200, min: -1e4, max: 1e4, slider: 0...500, identity: 0, type: .distance, unit: "px",
            doc: "Displacement strength: at most scale / 2 px per axis.")
    }

    /// A glass distortion; each argument sets the property of the same name, numbers clamped into
    /// their ranges (NaN gives the default).
    public init(texture: Image, center: Point = P.center.defaultValue, scale: Float = P.scale.defaultValue) {
        self.texture = texture
        self.center = P.center.clamped(center)
        self.scale = P.scale.clamped(scale)
    }

    public init(parameters p: FilterParameters) throws {
        try self.init(texture: p.image("texture") ?? .clear, center: p[P.center], scale: p[P.scale])
    }

    /// Registry name `glassDistortion`, alias `CIGlassDistortion`.
    public static let descriptor = FilterDescriptor(
        builtin: "glassDistortion", "Glass Distortion", .distortion,
        parameters: [P.texture, P.center.descriptor, P.scale.descriptor],
        doc: "Refracts the image through a tiled glass texture.")

    static let kernel = Kernel(filter: "Distortion", "glassDistortion", kind: .sampling, inputCount: 2, [P.scale],
                               leading: [KernelParameter("textureOffset", .vec2)])

    public func apply(to input: Image) -> Image {
        if scale == 0 { return input }
        let t = texture.extent
        let tiled = t.isInfinite ? texture : AffineTile().apply(to: texture)
        let origin = t.isInfinite ? Point.zero : t.center
        let offset = Point(x: origin.x - center.x, y: origin.y - center.y)
        let reach = Double(abs(scale)) / 2 + 1
        return Image(kernelApplication: Self.kernel, inputs: [input, tiled],
                     values: [offset.uniformValue, P.scale.uniform(scale)],
                     extent: input.extent.insetBy(dx: -reach + 1, dy: -reach + 1),
                     regionOfInterest: { index, r in
                         if r.isInfinite { return r }
                         if index == 0 { return r.insetBy(dx: -reach, dy: -reach) }
                         return Rect(x: r.minX + offset.x - 2, y: r.minY + offset.y - 2, width: r.width + 4,
                                     height: r.height + 4)
                     })
    }
}
