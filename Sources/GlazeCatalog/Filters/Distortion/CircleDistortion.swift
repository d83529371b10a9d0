/// A warp about a circle of `radius` around `center`: its rim decides where each pixel reads.
/// A `warp` kernel.
///
/// ``HoleDistortion`` and ``CircleSplashDistortion`` are this one type with their own
/// ``CircleProfile`` (a row of ``CircleProfiles``): the row names the filter, declares `radius`
/// and gives the kernel, the output's extent and the region of interest.
public struct CircleDistortion<Profile: CircleProfile>: Filter {
    /// Centre of the circle, working-space pixels (coordinates within ±1e6).
    public var center: Point
    /// Radius of the circle, 0...100000 px.
    public var radius: Float

    /// A circle distortion; each argument sets the property of the same name, clamped into its
    /// range (NaN gives the default).
    public init(center: Point = CircleProfiles.center.defaultValue, radius: Float = Profile.row.radius.defaultValue) {
        self.center = CircleProfiles.center.clamped(center)
        self.radius = Profile.row.radius.clamped(radius)
    }

    public init(parameters: FilterParameters) throws {
        try self.init(center: parameters[CircleProfiles.center], radius: parameters[Profile.row.radius])
    }

    /// The profile's name, alias and parameters.
    public static var descriptor: FilterDescriptor { Profile.row.descriptor }

    public func apply(to input: Image) -> Image {
        let row = Profile.row
        // A radius with an identity (the hole's 0) leaves the image unchanged at that value.
        if row.radius.descriptor.identity != nil && radius < 0.001 { return input }
        let center = self.center, radius = Double(self.radius)
        return Image(kernelApplication: row.kernel, inputs: [input],
                     values: [CircleProfiles.center.uniform(center), row.radius.uniform(self.radius)],
                     extent: input.extent.isEmpty ? input.extent : row.extent(input.extent, center, radius),
                     regionOfInterest: { _, r in r.isInfinite ? r : row.regionOfInterest(r, center, radius) })
    }
}

/// How a ``CircleDistortion`` reads about its circle: a caseless enum naming its row of ``CircleProfiles``.
public protocol CircleProfile: FilterFamilyMember where Row == CircleProfiles.Row {}

/// The table of circle distortions.
public enum CircleProfiles {
    /// One row: the descriptor, the warp kernel, the declared radius, and the output's extent and
    /// region of interest (finite rects) for a centre and radius.
    public struct Row: Sendable {
        let descriptor: FilterDescriptor
        let kernel: Kernel
        /// Radius of the circle.
        @usableFromInline let radius: FilterParameter<Float>
        let extent: @Sendable (_ input: Rect, _ center: Point, _ radius: Double) -> Rect
        let regionOfInterest: @Sendable (_ output: Rect, _ center: Point, _ radius: Double) -> Rect

        init(_ name: String, _ displayName: String, radius: FilterParameter<Float>,
             extent: @escaping @Sendable (Rect, Point, Double) -> Rect,
             regionOfInterest: @escaping @Sendable (Rect, Point, Double) -> Rect, doc: String) {
            self.radius = radius
            self.extent = extent
            self.regionOfInterest = regionOfInterest
            descriptor = FilterDescriptor(builtin: name, displayName, .distortion, [CircleProfiles.center, radius], doc: doc)
            kernel = Kernel(filter: "Distortion", name, kind: .warp, [CircleProfiles.center, radius])
        }
    }

    /// Centre of the effect (shared by every row).
    @usableFromInline static let center = FilterParameter<Point>.position("center", 150, 150, doc: "Centre of the effect.")

    /// Core Image's `CIHoleDistortion`, the kernel of the Core Image programming guide: outside
    /// `radius`, `source = center + unit(p − center) · (d − radius² / d)`, pushing the image
    /// outwards; inside, every pixel shows the colour at the centre. Radius 0 is the identity.
    public enum Hole: CircleProfile {
        /// Registry name `holeDistortion`.
        public static let row = Row(
            "holeDistortion", "Hole Distortion",
            radius: .number("radius", 150, min: 0, max: 100000, slider: 0...1000, identity: 0, type: .distance,
                            unit: "px", doc: "Radius of the hole."),
            extent: { e, c, r in e.insetBy(dx: -r, dy: -r).union(SpatialFilterSupport.box(center: c, radius: r)) },
            regionOfInterest: { o, c, r in o.insetBy(dx: -r - 1, dy: -r - 1).union(SpatialFilterSupport.box(center: c, radius: 1)) },
            doc: "Pushes the image outwards from a circular hole.")
    }

    /// Core Image's `CICircleSplashDistortion`: inside `radius` the image is unchanged; outside,
    /// each pixel repeats the rim pixel on its ray from `center`, so the output has an infinite
    /// extent.
    public enum CircleSplash: CircleProfile {
        /// Registry name `circleSplashDistortion`.
        public static let row = Row(
            "circleSplashDistortion", "Circle Splash Distortion",
            radius: .number("radius", 150, min: 0, max: 100000, slider: 0...1000, type: .distance, unit: "px",
                            doc: "Radius of the circle whose rim is splashed."),
            extent: { _, _, _ in .infinite },
            regionOfInterest: { o, c, r in
                // Inside the disc the output reads itself; anywhere else it reads the rim.
                let corners = [(o.minX, o.minY), (o.maxX, o.minY), (o.minX, o.maxY), (o.maxX, o.maxY)]
                let inside = corners.allSatisfy { x, y in ((x - c.x) * (x - c.x) + (y - c.y) * (y - c.y)).squareRoot() <= r }
                return inside ? o : SpatialFilterSupport.box(center: c, radius: r + 1)
            },
            doc: "Keeps a circle and smears its rim outwards.")
    }
}

/// Punches a hole in the image (Core Image's `CIHoleDistortion`): see ``CircleProfiles/Hole``.
public typealias HoleDistortion = CircleDistortion<CircleProfiles.Hole>
/// Splashes a circle's rim outwards (Core Image's `CICircleSplashDistortion`): see ``CircleProfiles/CircleSplash``.
public typealias CircleSplashDistortion = CircleDistortion<CircleProfiles.CircleSplash>
