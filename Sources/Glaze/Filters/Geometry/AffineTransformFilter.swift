/// Moves, scales, rotates or shears the image (Core Image's `CIAffineTransform`), sampling
/// bilinearly. Downscaling by more than 2× aliases; use ``LanczosScaleTransform`` for that.
///
/// Named `AffineTransformFilter` in Swift because ``AffineTransform`` is the geometry type; the
/// registry name is `affineTransform`. A singular transform gives an empty image.
public struct AffineTransformFilter: Filter {
    /// Working-space pixels to working-space pixels. Identity leaves the image unchanged.
    public var transform: AffineTransform

    /// Applies `transform` (working-space pixels to working-space pixels); non-finite coefficients are
    /// replaced by the identity's.
    public init(transform: AffineTransform = .identity) {
        self.transform = SpatialFilterSupport.sanitized(transform)
    }

    public init(parameters: FilterParameters) throws {
        try self.init(transform: SpatialFilterSupport.transform(parameters.vector("transform")))
    }

    public static let descriptor = FilterDescriptor(
        name: "affineTransform", aliases: ["CIAffineTransform"], displayName: "Affine Transform", category: .geometry,
        parameters: [.affineTransformVector(
            "transform", doc: "The transform [a, b, c, d, tx, ty]: x' = a·x + c·y + tx, y' = b·x + d·y + ty.")],
        doc: "Applies an affine transform with bilinear sampling.")

    public func apply(to input: Image) -> Image {
        input.transformed(by: transform)
    }
}
