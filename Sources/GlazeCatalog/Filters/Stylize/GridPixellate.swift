/// Makes the image into tiles on a grid anchored at `center`, each filled with the colour at its
/// centre. A warp: it folds into the pass that reads the image.
///
/// ``Pixellate`` and ``HexagonalPixellate`` are this one type with their own ``PixellateGrid``
/// (a row of ``PixellateGrids``): the row names the filter, documents `center` and `scale` and
/// picks the kernel.
public struct GridPixellate<Grid: PixellateGrid>: Filter {
    /// A corner (squares) or a tile centre (hexagons) of the grid, working-space pixels.
    public var center: Point
    /// Side of the squares, or distance between neighbouring hexagon centres, in pixels, 1...200.
    public var scale: Float

    /// A pixellation; each argument sets the property of the same name, clamped into its range
    /// (non-finite coordinates give 0, a NaN scale 1).
    public init(center: Point = Point(x: 150, y: 150), scale: Float = Grid.row.size.defaultValue) {
        self.center = center.sanitizedForStylize
        self.scale = Grid.row.size.clamped(scale.isNaN ? 1 : scale)
    }

    public init(parameters p: FilterParameters) throws {
        try self.init(center: p.point("center"), scale: p[Grid.row.size])
    }

    /// The grid's name, alias and parameters.
    public static var descriptor: FilterDescriptor { Grid.row.descriptor }

    public func apply(to input: Image) -> Image {
        Grid.row.apply(to: input, center: center, size: scale)
    }
}

/// Which tiles a ``GridPixellate`` draws: a caseless enum naming its row of ``PixellateGrids``.
public protocol PixellateGrid: FilterFamilyMember where Row == PixellateGrids.Row {}

/// The table of grid pixellations.
public enum PixellateGrids {
    /// One row: the descriptor, the warp kernel and the declared scale.
    public typealias Row = GridStylizeRow

    /// Core Image's `CIPixellate`: squares of `scale` pixels, each filled with the colour at its
    /// centre; scale 1 leaves the image unchanged.
    public enum Square: PixellateGrid {
        /// Registry name `pixellate`.
        public static let row = Row(
            "pixellate", "Pixellate", center: "A corner of the grid of squares, in pixels.",
            size: .number("scale", 8, min: 1, max: 200, slider: 1...100, identity: 1, type: .distance, unit: "px",
                          doc: "Side of each square in pixels."),
            doc: "Makes the image blocky with squares filled with the colour at their centres.")
    }

    /// Core Image's `CIHexagonalPixellate`: hexagonal tiles `scale` pixels apart, each filled with
    /// the colour at its centre.
    public enum Hexagonal: PixellateGrid {
        /// Registry name `hexagonalPixellate`.
        public static let row = Row(
            "hexagonalPixellate", "Hexagonal Pixellate", center: "The centre of one hexagon of the grid, in pixels.",
            size: .number("scale", 8, min: 1, max: 200, slider: 1...100, type: .distance, unit: "px",
                          doc: "Distance between neighbouring hexagon centres, in pixels."),
            doc: "Tiles the image with hexagons filled with the colour at their centres.")
    }
}

/// Makes the image blocky (Core Image's `CIPixellate`): see ``PixellateGrids/Square``.
public typealias Pixellate = GridPixellate<PixellateGrids.Square>
/// Tiles the image with hexagons (Core Image's `CIHexagonalPixellate`): see ``PixellateGrids/Hexagonal``.
public typealias HexagonalPixellate = GridPixellate<PixellateGrids.Hexagonal>
