/// A `count`×1 image at the area's origin whose pixel `i` holds, per channel, the fraction of
/// the area's pixels whose value falls in bin `i`, times `scale` (Core Image's `CIAreaHistogram`).
///
/// Bins split 0...1 evenly: a value `v` (premultiplied, in the working space, clamped to 0...1)
/// falls in bin `min(floor(v · count), count - 1)`. Each channel, alpha included, gets its own
/// histogram; with `scale` 1 each channel of the result sums to 1. Pixels of the area outside the
/// input's extent count as transparent.
///
/// GL 3.3 has no compute shaders or atomics and Glaze leaves blending off, so the histogram is
/// gathered rather than scattered: a first pass writes a `count` × bands image where texel
/// (i, b) counts the pixels of a band of rows that fall in bin i (each fragment loops over about
/// 4096 pixels), then `AreaReduction` passes average the bands down to one row. The cost is
/// `count` reads of every pixel, spread over `count` × bands fragments.
public struct AreaHistogram: Filter {
    /// The area in working-space pixels, rounded out to whole pixels; width and height 1...16384.
    public var extent: Rect
    /// Number of bins, 1...256.
    public var count: Int
    /// Multiplies every bin, 0...1e4.
    public var scale: Float

    @usableFromInline enum P {
        @usableFromInline static let count = FilterParameter<Float>.number(
            "count", 64, min: 1, max: 256, slider: 1...256, type: .integer,
            doc: "Number of bins over 0...1; the output is this many pixels wide.")
        @usableFromInline static let scale = FilterParameter<Float>.number(
            "scale", 1, min: 0, max: 1e4, slider: 0...100,
            doc: "Multiplies each bin's fraction of pixels (1: each channel sums to 1).")
    }

    /// A histogram of `extent` (rounded out to whole pixels; origin within ±1e6, width and height
    /// 1...16384) in `count` bins (1...256), each bin's fraction of pixels multiplied by `scale`
    /// (0...1e4; NaN gives 1).
    public init(extent: Rect = Rect(0, 0, 640, 80), count: Int = Int(P.count.defaultValue),
                scale: Float = P.scale.defaultValue) {
        self.extent = AreaReduction.area(extent)
        self.count = max(1, min(256, count))
        self.scale = P.scale.clamped(scale)
    }

    public init(parameters: FilterParameters) throws {
        try self.init(extent: AreaReduction.area(vector: parameters.vector("extent")), count: Int(parameters[P.count]),
                      scale: parameters[P.scale])
    }

    public static let descriptor = FilterDescriptor(
        builtin: "areaHistogram", "Area Histogram", .reduction,
        parameters: [AreaReduction.extentParameter, P.count.descriptor, P.scale.descriptor],
        doc: "A count x 1 image: per channel, the fraction of the area's pixels in each of count bins.")

    static let kernel = Kernel(filter: "Reduction", "areaHistogram", kind: .sampling,
                               leading: [KernelParameter("origin", .vec2), KernelParameter("size", .vec2),
                                         KernelParameter("count", .float), KernelParameter("bandRows", .float),
                                         KernelParameter("scale", .float)])

    public func apply(to input: Image) -> Image {
        let area = extent
        let bins = Double(count)
        let bandRows = max(1, min(area.height, (4096 / area.width).rounded(.down)))
        let bands = (area.height / bandRows).rounded(.up)
        let counted = Image(
            kernelApplication: Self.kernel, inputs: [input],
            values: [.vec2(Float(area.minX), Float(area.minY)), .vec2(Float(area.width), Float(area.height)),
                     .float(Float(bins)), .float(Float(bandRows)), .float(bands == 1 ? scale : 1)],
            extent: Rect(x: area.minX, y: area.minY, width: bins, height: bands),
            regionOfInterest: { _, _ in area })
        if bands == 1 { return counted }
        return AreaReduction.reduce(counted, origin: SIMD2(area.minX, area.minY), size: SIMD2(bins, area.height),
                                    span: SIMD2(1, bandRows), cells: SIMD2(bins, bands), mode: .average,
                                    reducesX: false, gain: scale)
    }
}
