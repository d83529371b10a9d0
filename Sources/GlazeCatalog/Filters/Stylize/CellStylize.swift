/// Breaks the image into cells around one jittered point per grid square (anchored at `center`),
/// each drawn in the image's colour at its point. Deterministic.
///
/// ``Crystallize`` and ``Pointillize`` are this one type with their own ``CellPattern`` (a row
/// of ``CellPatterns``): the row names the filter, documents `radius` and picks the kernel.
public struct CellStylize<Pattern: CellPattern>: Filter {
    /// Cell size (Crystallize) or dot radius (Pointillize) in pixels, 1...200.
    public var radius: Float
    /// Anchor of the grid the points are jittered on (working-space pixels).
    public var center: Point

    /// A cell effect; each value is clamped into its range.
    /// - Parameters:
    ///   - radius: cell size or dot radius, 1...200 px (NaN gives 1).
    ///   - center: anchor of the grid the points are jittered on, in working-space pixels
    ///     (non-finite coordinates give 0).
    public init(radius: Float = Pattern.row.size.defaultValue, center: Point = Point(x: 150, y: 150)) {
        self.radius = Pattern.row.size.clamped(radius, nan: 1)
        self.center = center.sanitizedForStylize
    }

    public init(parameters: FilterParameters) throws {
        try self.init(radius: parameters[Pattern.row.size], center: parameters.point("center"))
    }

    /// The pattern's name, alias and parameters.
    public static var descriptor: FilterDescriptor { Pattern.row.descriptor }

    public func apply(to input: Image) -> Image {
        Pattern.row.apply(to: input, center: center, size: radius)
    }
}

/// Which cells a ``CellStylize`` draws: a caseless enum naming its row of ``CellPatterns``.
public protocol CellPattern: FilterFamilyMember where Row == CellPatterns.Row {}

/// The table of cell effects.
public enum CellPatterns {
    /// One row: the descriptor, the kernel, the declared radius and how far (in radii) a pixel reads.
    public typealias Row = GridStylizeRow

    static func row(_ name: String, _ displayName: String, kind: KernelKind, reach: Double, radius: String,
                    center: String, doc: String) -> Row {
        Row(name, displayName, kind: kind, reach: reach, center: center,
            size: .number("radius", 20, min: 1, max: 200, slider: 1...100, type: .distance, unit: "px", doc: radius),
            sizeFirst: true, doc: doc)
    }

    /// Core Image's `CICrystallize`: a Voronoi diagram of one jittered point per `radius`-sized
    /// square, each cell filled with the colour at its point. A warp that folds into the pass
    /// that reads the image.
    public enum Crystallize: CellPattern {
        /// Registry name `crystallize`.
        public static let row = CellPatterns.row("crystallize", "Crystallize", kind: .warp, reach: 2,
                                                 radius: "Typical size of the polygonal cells, in pixels.",
                                                 center: "Anchor of the grid the cell points are jittered on, in pixels.",
                                                 doc: "Breaks the image into polygons filled with single colours.")
    }

    /// Core Image's `CIPointillize`: one dot of `radius` pixels per (1.25·radius)-pixel square, at
    /// a jittered point, in the image's colour at that point, on a white canvas.
    public enum Pointillize: CellPattern {
        /// Registry name `pointillize`.
        public static let row = CellPatterns.row("pointillize", "Pointillize", kind: .sampling, reach: 2.5,
                                                 radius: "Radius of the dots, in pixels.",
                                                 center: "Anchor of the grid the dots are jittered on, in pixels.",
                                                 doc: "Paints the image as dots of colour on a white canvas.")
    }
}

/// Polygonal cells (Core Image's `CICrystallize`): see ``CellPatterns/Crystallize``.
public typealias Crystallize = CellStylize<CellPatterns.Crystallize>
/// Dots on a white canvas (Core Image's `CIPointillize`): see ``CellPatterns/Pointillize``.
public typealias Pointillize = CellStylize<CellPatterns.Pointillize>
