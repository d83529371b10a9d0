/// A two-colour repeating pattern with `width` px cells and a cell corner at `center`; the cell
/// up and right of the centre is `color0`. Infinite extent.
///
/// `sharpness` 1 gives hard edges; below 1 each edge blends over `(1 − sharpness) · width / 2` px
/// on either side (half-and-half on the edge itself). ``CheckerboardGenerator`` and
/// ``StripesGenerator`` are this one type with their own ``GeneratorPattern`` (a row of ``Patterns``).
public struct PatternGenerator<Pattern: GeneratorPattern>: GeneratorFilter {
    /// A corner shared by neighbouring cells, in working-space pixels.
    public var center: Point
    /// Colour of the cell up and right of the centre (linear RGBA, not premultiplied).
    public var color0: SIMD4<Float>
    /// Colour of the other cells (linear RGBA, not premultiplied).
    public var color1: SIMD4<Float>
    /// Side of a cell, px, 0.001...1e5.
    public var width: Float
    /// Edge hardness, 0 (fully blended) ... 1 (hard).
    public var sharpness: Float

    /// A pattern. Each value is clamped into its range (NaN gives the default; a NaN colour
    /// component gives 0).
    /// - Parameters:
    ///   - center: a corner shared by neighbouring cells, in working-space pixels (coordinates within ±1e6).
    ///   - color0: colour of the cell up and right of the centre (linear RGBA, not premultiplied; RGB
    ///     0...1e4, alpha 0...1).
    ///   - color1: colour of the other cells (same ranges).
    ///   - width: side of a cell, 0.001...1e5 px.
    ///   - sharpness: edge hardness, 0...1: 1 hard, 0 blended across half a cell.
    public init(center: Point = Pattern.row.center.defaultValue, color0: SIMD4<Float> = Pattern.row.color0.defaultValue,
                color1: SIMD4<Float> = Pattern.row.color1.defaultValue, width: Float = Pattern.row.width.defaultValue,
                sharpness: Float = Pattern.row.sharpness.defaultValue) {
        let row = Pattern.row
        self.center = row.center.clamped(center)
        self.color0 = row.color0.clamped(color0)
        self.color1 = row.color1.clamped(color1)
        self.width = row.width.clamped(width)
        self.sharpness = row.sharpness.clamped(sharpness)
    }

    public init(parameters: FilterParameters) throws {
        let row = Pattern.row
        try self.init(center: parameters[row.center], color0: parameters[row.color0], color1: parameters[row.color1],
                      width: parameters[row.width], sharpness: parameters[row.sharpness])
    }

    /// The pattern's name, alias and parameters.
    public static var descriptor: FilterDescriptor { Pattern.row.descriptor }

    /// The generated image (infinite extent).
    public var outputImage: Image {
        let row = Pattern.row
        return Image.generator(kernel: row.kernel,
                               values: [row.center.uniform(center), row.color0.uniform(color0), row.color1.uniform(color1),
                                        row.width.uniform(width), row.sharpness.uniform(sharpness)])
    }
}

/// Which cells a ``PatternGenerator`` draws: a caseless enum naming its row of ``Patterns``.
public protocol GeneratorPattern: FilterFamilyMember where Row == Patterns.Row {}

/// The table of two-colour pattern generators.
public enum Patterns {
    /// One row: the descriptor, the kernel and the declared parameters (their docs name the cell).
    public struct Row: Sendable {
        let descriptor: FilterDescriptor
        let kernel: Kernel
        @usableFromInline let center: FilterParameter<Point>
        @usableFromInline let color0: FilterParameter<SIMD4<Float>>
        @usableFromInline let color1: FilterParameter<SIMD4<Float>>
        @usableFromInline let width: FilterParameter<Float>
        @usableFromInline let sharpness: FilterParameter<Float>

        init(_ name: String, _ displayName: String, cell: String, center: String, color0: String, width: String,
             doc: String) {
            self.center = .position("center", 150, 150, doc: center)
            self.color0 = .color("color0", [1, 1, 1, 1], doc: "Colour of the \(cell) \(color0) (linear RGBA).")
            self.color1 = .color("color1", [0, 0, 0, 1], doc: "Colour of the other \(cell)s (linear RGBA).")
            self.width = .number("width", 80, min: 0.001, max: 1e5, slider: 1...800, type: .distance, unit: "px",
                                 doc: width)
            self.sharpness = .number("sharpness", 1, min: 0, max: 1,
                                     doc: "Edge hardness: 1 hard, 0 blended across half a \(cell).")
            let declared: [any DeclaredParameter] = [self.center, self.color0, self.color1, self.width, self.sharpness]
            descriptor = FilterDescriptor(builtin: name, displayName, .generator, declared, doc: doc)
            kernel = Kernel.generator(name, declared)
        }
    }

    /// Core Image's `CICheckerboardGenerator`: squares of `width` px with a corner at `center`.
    public enum Checkerboard: GeneratorPattern {
        /// Registry name `checkerboardGenerator`.
        public static let row = Row("checkerboardGenerator", "Checkerboard", cell: "square",
                                    center: "A corner shared by four squares.", color0: "up and right of the centre",
                                    width: "Side of a square.", doc: "An infinite checkerboard of two colours.")
    }

    /// Core Image's `CIStripesGenerator`: vertical stripes of `width` px, one starting at
    /// `center.x` (only x matters); the stripe right of the centre is `color0`.
    public enum Stripes: GeneratorPattern {
        /// Registry name `stripesGenerator`.
        public static let row = Row("stripesGenerator", "Stripes", cell: "stripe",
                                    center: "A point on the edge between two stripes (only x matters).",
                                    color0: "right of the centre", width: "Width of a stripe.",
                                    doc: "Infinite vertical stripes of two colours.")
    }
}

/// A checkerboard (Core Image's `CICheckerboardGenerator`): see ``Patterns/Checkerboard``.
public typealias CheckerboardGenerator = PatternGenerator<Patterns.Checkerboard>
/// Vertical stripes (Core Image's `CIStripesGenerator`): see ``Patterns/Stripes``.
public typealias StripesGenerator = PatternGenerator<Patterns.Stripes>
