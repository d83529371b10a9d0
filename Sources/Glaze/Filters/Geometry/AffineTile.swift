/// Transforms the image and tiles it across the plane (Core Image's `CIAffineTile`): output
/// pixel p shows input pixel `wrap(T⁻¹ p)`, wrapped into the input's extent. Infinite extent.
///
/// A `warp` kernel over the edge-clamped input: it folds into the pass that reads it. Needs a
/// finite input; an infinite input is only transformed.
public struct AffineTile: Filter {
    /// Maps the tile grid into working space (identity: the image repeats at its own size).
    public var transform: AffineTransform

    /// Tiles the image through `transform`, which maps the tile grid into working space; non-finite
    /// coefficients are replaced by the identity's.
    public init(transform: AffineTransform = .identity) {
        self.transform = SpatialFilterSupport.sanitized(transform)
    }

    public init(parameters: FilterParameters) throws {
        try self.init(transform: SpatialFilterSupport.transform(parameters.vector("transform")))
    }

    public static let descriptor = FilterDescriptor(
        name: "affineTile", aliases: ["CIAffineTile"], displayName: "Affine Tile", category: .geometry,
        parameters: [.affineTransformVector("transform", doc: "Maps the tiles into place: [a, b, c, d, tx, ty].")],
        doc: "Tiles the transformed image across the plane.")

    static let kernel = Kernel(builtin: "Filters/Geometry/affine-tile.glsl", name: "affineTile", kind: .warp,
                               parameters: [KernelParameter("inverse", .mat3), KernelParameter("rect", .vec4)])

    public func apply(to input: Image) -> Image {
        let e = input.extent
        guard !e.isInfinite else { return input.transformed(by: transform) }
        guard !e.isEmpty, let inverse = transform.inverted else { return input.cropped(to: .empty) }
        return Image(kernelApplication: Self.kernel, inputs: [input.clampedToExtent()],
                     values: [.mat3(inverse.mat3), .vec4(Float(e.minX), Float(e.minY), Float(e.maxX), Float(e.maxY))],
                     extent: .infinite, regionOfInterest: { _, _ in e })
    }
}
