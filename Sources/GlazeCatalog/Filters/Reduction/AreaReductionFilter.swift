/// A 1×1 image at the area's origin holding one reduction of the pixels in the area: the mean,
/// the minimum or the maximum, each channel on its own (so the result need not be a colour of the
/// image). Pixels of the area outside the input's extent count as transparent.
///
/// ``AreaAverage``, ``AreaMinimum`` and ``AreaMaximum`` are this one type with their own
/// ``AreaReductionOperation`` (a row of ``AreaReductions``). Runs as a chain of reduction passes,
/// each shrinking the area up to 4× per axis (see `AreaReduction`).
public struct AreaReductionFilter<Operation: AreaReductionOperation>: Filter {
    /// The area in working-space pixels, rounded out to whole pixels; width and height 1...16384.
    public var extent: Rect

    /// The reduction over `extent`, in working-space pixels (default: 640 × 80 at the origin). The
    /// area is rounded out to whole pixels, its origin clamped to ±1e6 and its width and height to
    /// 1...16384.
    public init(extent: Rect = Rect(0, 0, 640, 80)) { self.extent = AreaReduction.area(extent) }

    public init(parameters: FilterParameters) throws {
        self.extent = try AreaReduction.area(vector: parameters.vector("extent"))
    }

    /// The operation's registry name, Core Image alias and single `extent` parameter.
    public static var descriptor: FilterDescriptor { Operation.row.descriptor }

    public func apply(to input: Image) -> Image {
        AreaReduction.reduce(input, area: extent, mode: Operation.row.mode)
    }
}

/// Which reduction an ``AreaReductionFilter`` computes: a caseless enum naming its row of ``AreaReductions``.
public protocol AreaReductionOperation: FilterFamilyMember where Row == AreaReductions.Row {}

/// The table of 1×1 area reductions; every row takes the one `extent` parameter.
public enum AreaReductions {
    /// One row: the descriptor and the reduction mode.
    public struct Row: Sendable {
        let descriptor: FilterDescriptor
        let mode: AreaReduction.Mode

        init(_ name: String, _ displayName: String, _ mode: AreaReduction.Mode, doc: String) {
            descriptor = FilterDescriptor(builtin: name, displayName, .reduction,
                                          parameters: [AreaReduction.extentParameter], doc: doc)
            self.mode = mode
        }
    }

    /// Core Image's `CIAreaAverage`: the mean colour (premultiplied), e.g. for auto exposure (read
    /// the result back, or feed it to a colour kernel).
    public enum Average: AreaReductionOperation {
        /// Registry name `areaAverage`.
        public static let row = Row("areaAverage", "Area Average", .average,
                                    doc: "A 1x1 image holding the mean colour (premultiplied) of the pixels "
                                        + "in the area.")
    }

    /// Core Image's `CIAreaMinimum`: the per-channel minimum.
    public enum Minimum: AreaReductionOperation {
        /// Registry name `areaMinimum`.
        public static let row = Row("areaMinimum", "Area Minimum", .minimum,
                                    doc: "A 1x1 image holding the per-channel minimum of the pixels in the area.")
    }

    /// Core Image's `CIAreaMaximum`: the per-channel maximum.
    public enum Maximum: AreaReductionOperation {
        /// Registry name `areaMaximum`.
        public static let row = Row("areaMaximum", "Area Maximum", .maximum,
                                    doc: "A 1x1 image holding the per-channel maximum of the pixels in the area.")
    }
}

/// The mean colour of an area (Core Image's `CIAreaAverage`): see ``AreaReductions/Average``.
public typealias AreaAverage = AreaReductionFilter<AreaReductions.Average>
/// The per-channel minimum of an area (Core Image's `CIAreaMinimum`): see ``AreaReductions/Minimum``.
public typealias AreaMinimum = AreaReductionFilter<AreaReductions.Minimum>
/// The per-channel maximum of an area (Core Image's `CIAreaMaximum`): see ``AreaReductions/Maximum``.
public typealias AreaMaximum = AreaReductionFilter<AreaReductions.Maximum>
