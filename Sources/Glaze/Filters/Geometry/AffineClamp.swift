/// Transforms the image, then repeats its edge pixels outwards forever (Core Image's
/// `CIAffineClamp`): the output has an infinite extent. Use it before a blur, then crop.
public struct AffineClamp: Filter {
    /// Applied before clamping (bilinear sampling). Singular transforms give an empty image.
    public var transform: AffineTransform

    /// Transforms by `transform` (working-space pixels to working-space pixels), then extends the edges;
    /// non-finite coefficients are replaced by the identity's.
    public init(transform: AffineTransform = .identity) {
        self.transform = SpatialFilterSupport.sanitized(transform)
    }

    public init(parameters: FilterParameters) throws {
        try self.init(transform: SpatialFilterSupport.transform(parameters.vector("transform")))
    }

    public static let descriptor = FilterDescriptor(
        name: "affineClamp", aliases: ["CIAffineClamp"], displayName: "Affine Clamp", category: .geometry,
        parameters: [.affineTransformVector("transform",
                                            doc: "Applied before the edges are extended: [a, b, c, d, tx, ty].")],
        doc: "Transforms the image and extends its edge pixels to infinity.")

    public func apply(to input: Image) -> Image {
        let moved = input.transformed(by: transform)
        return moved.extent.isEmpty ? moved : moved.clampedToExtent()
    }
}
