/// A filter of one affine transform `[a, b, c, d, tx, ty]` (working-space pixels to working-space
/// pixels; non-finite coefficients are replaced by the identity's).
///
/// ``AffineTransformFilter``, ``AffineClamp`` and ``AffineTile`` are this one type with their own
/// ``AffineUse`` (a row of ``AffineUses``): the row names the filter, documents the transform and
/// says what is done with it.
public struct AffineFilter<Use: AffineUse>: Filter {
    /// The transform, sanitised (see the use's row for what it does).
    public var transform: AffineTransform

    /// The filter with `transform`; non-finite coefficients are replaced by the identity's.
    public init(transform: AffineTransform = .identity) {
        self.transform = SpatialFilterSupport.sanitized(transform)
    }

    public init(parameters: FilterParameters) throws {
        try self.init(transform: SpatialFilterSupport.transform(parameters.vector("transform")))
    }

    /// The use's name, alias and parameter.
    public static var descriptor: FilterDescriptor { Use.row.descriptor }

    public func apply(to input: Image) -> Image {
        Use.row.apply(input, transform)
    }
}

/// What an ``AffineFilter`` does with its transform: a caseless enum naming its row of ``AffineUses``.
public protocol AffineUse: FilterFamilyMember where Row == AffineUses.Row {}

/// The table of affine-transform filters.
public enum AffineUses {
    /// One row: the descriptor (one `transform` parameter) and the application.
    public struct Row: Sendable {
        let descriptor: FilterDescriptor
        let apply: @Sendable (Image, AffineTransform) -> Image

        init(_ name: String, _ displayName: String, transform doc: String, filterDoc: String,
             apply: @escaping @Sendable (Image, AffineTransform) -> Image) {
            descriptor = FilterDescriptor(builtin: name, displayName, .geometry,
                                          parameters: [.affineTransformVector("transform", doc: doc)], doc: filterDoc)
            self.apply = apply
        }
    }

    /// Core Image's `CIAffineTransform`: moves, scales, rotates or shears the image, sampling
    /// bilinearly. Downscaling by more than 2× aliases; use ``LanczosScaleTransform`` for that. A
    /// singular transform gives an empty image; the identity leaves the image unchanged.
    public enum Transform: AffineUse {
        /// Registry name `affineTransform`.
        public static let row = Row(
            "affineTransform", "Affine Transform",
            transform: "The transform [a, b, c, d, tx, ty]: x' = a·x + c·y + tx, y' = b·x + d·y + ty.",
            filterDoc: "Applies an affine transform with bilinear sampling.",
            apply: { input, t in input.transformed(by: t) })
    }

    /// Core Image's `CIAffineClamp`: transforms the image, then repeats its edge pixels outwards
    /// forever; the output has an infinite extent. Use it before a blur, then crop. Singular
    /// transforms give an empty image.
    public enum Clamp: AffineUse {
        /// Registry name `affineClamp`.
        public static let row = Row(
            "affineClamp", "Affine Clamp", transform: "Applied before the edges are extended: [a, b, c, d, tx, ty].",
            filterDoc: "Transforms the image and extends its edge pixels to infinity.",
            apply: { input, t in
                let moved = input.transformed(by: t)
                return moved.extent.isEmpty ? moved : moved.clampedToExtent()
            })
    }

    /// Core Image's `CIAffineTile`: output pixel p shows input pixel `wrap(T⁻¹ p)`, wrapped into
    /// the input's extent (the transform maps the tile grid into working space; the identity
    /// repeats the image at its own size). Infinite extent. A `warp` kernel over the edge-clamped
    /// input: it folds into the pass that reads it. Needs a finite input; an infinite input is
    /// only transformed.
    public enum Tile: AffineUse {
        /// Registry name `affineTile`.
        public static let row = Row(
            "affineTile", "Affine Tile", transform: "Maps the tiles into place: [a, b, c, d, tx, ty].",
            filterDoc: "Tiles the transformed image across the plane.",
            apply: { input, t in
                let e = input.extent
                guard !e.isInfinite else { return input.transformed(by: t) }
                guard !e.isEmpty, let inverse = t.inverted else { return input.cropped(to: .empty) }
                return Image(kernelApplication: kernel, inputs: [input.clampedToExtent()],
                             values: [.mat3(inverse.mat3), .vec4(Float(e.minX), Float(e.minY), Float(e.maxX), Float(e.maxY))],
                             extent: .infinite, regionOfInterest: { _, _ in e })
            })

        static let kernel = Kernel(filter: "Geometry", "affineTile", kind: .warp,
                                   leading: [KernelParameter("inverse", .mat3), KernelParameter("rect", .vec4)])
    }
}

/// Moves, scales, rotates or shears the image (Core Image's `CIAffineTransform`): see
/// ``AffineUses/Transform``. Named `AffineTransformFilter` in Swift because ``AffineTransform`` is
/// the geometry type; the registry name is `affineTransform`.
public typealias AffineTransformFilter = AffineFilter<AffineUses.Transform>
/// Transforms the image, then repeats its edge pixels outwards forever (Core Image's
/// `CIAffineClamp`): see ``AffineUses/Clamp``.
public typealias AffineClamp = AffineFilter<AffineUses.Clamp>
/// Transforms the image and tiles it across the plane (Core Image's `CIAffineTile`): see
/// ``AffineUses/Tile``.
public typealias AffineTile = AffineFilter<AffineUses.Tile>
