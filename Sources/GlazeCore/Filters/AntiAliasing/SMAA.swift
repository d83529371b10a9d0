import FoundationEssentials

/// Subpixel morphological anti-aliasing, SMAA 1x (Jimenez et al., Eurographics 2012): detects
/// edges by luma or colour contrast, measures each edge's length and the shape of its ends, looks
/// up the coverage a revectorised edge of that shape would have in a precomputed area table, and
/// blends each pixel with the neighbour across the edge by that coverage. Runs of one-pixel
/// steps (edges near 45°) are followed along the diagonal and revectorised between their ends
/// (the paper's diagonal patterns), and real corners (a crossing edge that goes on, not a stair
/// step) are kept sharp (its corner detection). Three passes; the second and third leave at once
/// where there is no edge.
///
/// Run it last, on display-referred colour in 0...1 (after ``ToneMap``, colour grading and
/// bloom, before film grain and overlays), as ``FXAA``. It keeps straight edges straighter than
/// FXAA, above all edges close to horizontal or vertical, at about twice the cost.
public struct SMAA: Filter {
    /// How edges are detected.
    public enum EdgeDetection: String, Sendable, CaseIterable {
        /// `luma`: contrast of (perceptual) luma, the paper's default; `color`: the largest
        /// contrast of the three channels, which also finds edges between colours of equal luma.
        case luma, color
    }

    /// How edges are detected: ``EdgeDetection/luma`` (the default) or ``EdgeDetection/color``.
    public var edgeDetection: EdgeDetection
    /// The contrast an edge needs, 0.05...0.5 (on square-root-encoded values, 0...1).
    public var threshold: Float
    /// How far each edge is followed each way, 4...64 px (SMAA's search steps times two).
    public var searchDistance: Int
    /// How far a diagonal run is followed each way, 0...16 steps (0: no diagonal detection).
    public var diagonalDistance: Int
    /// How much of a stair step's blend a real corner keeps, 0...1 (1: no corner detection).
    public var cornerRounding: Float

    @usableFromInline enum P {
        static let edgeDetection = ParameterDescriptor(
            "edgeDetection", .choice, default: .string("luma"), choices: EdgeDetection.allCases.map(\.rawValue),
            doc: "Edge detection: 'luma' (luma contrast) or 'color' (largest channel contrast).")
        @usableFromInline static let threshold = FilterParameter<Float>.number(
            "threshold", 0.1, min: 0.05, max: 0.5, slider: 0.05...0.3,
            doc: "Contrast an edge needs (0.1 SMAA's high preset, 0.05 ultra, 0.15 low).")
        @usableFromInline static let searchDistance = FilterParameter<Float>.number(
            "searchDistance", 32, min: 4, max: 64, slider: 4...64, type: .integer, unit: "px",
            doc: "How far each edge is followed each way, in pixels (longer edges blend as if this long).")
        @usableFromInline static let diagonalDistance = FilterParameter<Float>.number(
            "diagonalDistance", 8, min: 0, max: 16, slider: 0...16, type: .integer, unit: "steps",
            doc: "How far a run of diagonal steps is followed each way (0 turns diagonal detection off; 8 as SMAA's high preset).")
        @usableFromInline static let cornerRounding = FilterParameter<Float>.number(
            "cornerRounding", 0.25, min: 0, max: 1, slider: 0...1,
            doc: "How much of a stair step's blend a real corner keeps (1 rounds corners as steps).")
    }

    /// SMAA 1x with the given settings, each clamped into its range (NaN gives the default).
    public init(edgeDetection: EdgeDetection = .luma, threshold: Float = P.threshold.defaultValue,
                searchDistance: Int = 32, diagonalDistance: Int = 8,
                cornerRounding: Float = P.cornerRounding.defaultValue) {
        self.edgeDetection = edgeDetection
        self.threshold = P.threshold.clamped(threshold)
        self.searchDistance = min(max(searchDistance, 4), 64)
        self.diagonalDistance = min(max(diagonalDistance, 0), 16)
        self.cornerRounding = P.cornerRounding.clamped(cornerRounding)
    }

    public init(parameters: FilterParameters) throws {
        try self.init(edgeDetection: EdgeDetection(rawValue: parameters.string("edgeDetection")) ?? .luma,
                      threshold: parameters[P.threshold],
                      searchDistance: Int(parameters[P.searchDistance].rounded()),
                      diagonalDistance: Int(parameters[P.diagonalDistance].rounded()),
                      cornerRounding: parameters[P.cornerRounding])
    }

    /// Registry name `smaa` (no Core Image alias).
    public static let descriptor = FilterDescriptor(
        builtin: "smaa", "SMAA", .stylize, coreImage: false,
        parameters: [P.edgeDetection, P.threshold.descriptor, P.searchDistance.descriptor,
                     P.diagonalDistance.descriptor, P.cornerRounding.descriptor],
        doc: "Smooths jagged edges by their measured shape (SMAA 1x); run it on tone-mapped colour.")

    static let edgesKernel = Kernel(filter: "AntiAliasing", "smaaEdges", kind: .sampling,
                                    leading: [KernelParameter("threshold", .float), KernelParameter("colorEdges", .float)])
    static let weightsKernel = Kernel(filter: "AntiAliasing", "smaaWeights", kind: .sampling, inputCount: 4,
                                      leading: [KernelParameter("searchDistance", .float),
                                                KernelParameter("diagonalDistance", .float),
                                                KernelParameter("cornerRounding", .float)])
    static let blendKernel = Kernel(filter: "AntiAliasing", "smaaBlend", kind: .sampling, inputCount: 2)

    /// The area table as an image (``SMAAAreaTable``: r, g the two areas), uploaded once per context.
    static let areaTable = tableImage(SMAAAreaTable.base64, width: SMAAAreaTable.size, height: SMAAAreaTable.size)
    /// The diagonal area table as an image (``SMAADiagonalAreaTable``), uploaded once per context.
    static let diagonalAreaTable = tableImage(SMAADiagonalAreaTable.base64, width: SMAADiagonalAreaTable.width,
                                              height: SMAADiagonalAreaTable.height)
    /// The search table as an image (``SMAASearchTable``), uploaded once per context.
    static let searchTable = tableImage(SMAASearchTable.base64, width: SMAASearchTable.size, height: SMAASearchTable.size)

    /// A generated table (base64 of row-major texels of two bytes) as an image: r, g the two bytes.
    static func tableImage(_ base64: String, width: Int, height: Int) -> Image {
        let pairs = [UInt8](Data(base64Encoded: base64, options: .ignoreUnknownCharacters) ?? Data())
        var pixels = PixelBuffer(width: width, height: height, format: .rgba8)
        for y in 0..<height {
            for x in 0..<width {
                let i = (y * width + x) * 2
                let r = i + 1 < pairs.count ? pairs[i] : 0, g = i + 1 < pairs.count ? pairs[i + 1] : 0
                pixels.setRGBA8([r, g, 0, 255], x: x, y: y)
            }
        }
        return Image(pixels: pixels, alphaMode: .premultiplied, origin: .bottomLeft, encoding: .linear)
    }

    public func apply(to input: Image) -> Image {
        let source = input.clampedToExtent()
        let tables = [Self.areaTable.extent, Self.diagonalAreaTable.extent, Self.searchTable.extent]
        let edges = Image(kernelApplication: Self.edgesKernel, inputs: [source],
                          values: [P.threshold.uniform(threshold), .float(edgeDetection == .color ? 1 : 0)],
                          extent: input.extent, regionOfInterest: { _, r in r.blurOutset(2) })
        let reach = Double(max(searchDistance, diagonalDistance) + 2)
        let weights = Image(kernelApplication: Self.weightsKernel, inputs: [edges, Self.areaTable, Self.diagonalAreaTable, Self.searchTable],
                            values: [.float(Float(searchDistance)), .float(Float(diagonalDistance)),
                                     P.cornerRounding.uniform(cornerRounding)],
                            extent: input.extent,
                            regionOfInterest: { i, r in i == 0 ? r.blurOutset(reach) : tables[i - 1] })
        return Image(kernelApplication: Self.blendKernel, inputs: [source, weights], values: [], extent: input.extent,
                     regionOfInterest: { _, r in r.blurOutset(1) })
    }
}
