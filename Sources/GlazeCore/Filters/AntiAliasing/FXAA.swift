/// Fast approximate anti-aliasing (Timothy Lottes' FXAA 3.11, its quality variant): finds edges
/// from the local contrast of luma, searches along each edge for its ends and blends across it by
/// the coverage a straight edge between those ends would have; a sub-pixel term softens isolated
/// specks. One pass; flat regions leave at the first test.
///
/// Run it last, on display-referred colour in 0...1 (after ``ToneMap``, colour grading and
/// bloom, before film grain and overlays): luma is the square root of linear Rec. 709 luma, a
/// stand-in for the gamma-encoded luma FXAA was tuned on. HDR input makes highlights dominate.
public struct FXAA: Filter {
    /// The quality preset, one of FXAA 3.11's `10...15`, `20...29` and `39` (more search steps
    /// find longer edges); other numbers in 10...39 take the preset at or below them.
    public var quality: Int
    /// Sub-pixel aliasing removal, 0 (off, sharper) ... 1 (softer).
    public var subpixel: Float
    /// The contrast an edge needs relative to the brightest luma around it, 0.063...0.333.
    public var edgeThreshold: Float
    /// The contrast an edge needs in absolute luma (keeps dark areas untouched), 0...0.0833.
    public var edgeThresholdMin: Float
    /// Reads luma from the green channel alone (cheaper, FXAA's `FXAA_GREEN_AS_LUMA`) instead of
    /// computing Rec. 709 luma.
    public var greenLuma: Bool

    @usableFromInline enum P {
        @usableFromInline static let quality = FilterParameter<Float>.number(
            "quality", 12, min: 10, max: 39, slider: 10...39, type: .integer,
            doc: "FXAA 3.11 quality preset: 10...15 and 20...29 (more steps) or 39 (finest steps).")
        @usableFromInline static let subpixel = FilterParameter<Float>.number(
            "subpixel", 0.75, min: 0, max: 1, slider: 0...1,
            doc: "Sub-pixel aliasing removal: 0 off (sharper), 1 full (softer).")
        @usableFromInline static let edgeThreshold = FilterParameter<Float>.number(
            "edgeThreshold", 0.166, min: 0.063, max: 0.333, slider: 0.063...0.333,
            doc: "Local contrast an edge needs, relative to the brightest luma around it.")
        @usableFromInline static let edgeThresholdMin = FilterParameter<Float>.number(
            "edgeThresholdMin", 0.0833, min: 0, max: 0.0833, slider: 0...0.0833,
            doc: "Local contrast an edge needs in absolute luma (skips dark areas).")
        static let greenLuma = FilterParameter<Bool>.flag(
            "greenLuma", false, doc: "Read luma from the green channel instead of computing Rec. 709 luma.")
    }

    /// The search distances (px) of each FXAA 3.11 quality preset, from its `FXAA_QUALITY__P0...`.
    static let presets: [(quality: Int, steps: [Float])] = [
        (10, [1.5, 3, 12]),
        (11, [1, 1.5, 3, 12]),
        (12, [1, 1.5, 2, 4, 12]),
        (13, [1, 1.5, 2, 2, 4, 12]),
        (14, [1, 1.5, 2, 2, 2, 4, 12]),
        (15, [1, 1.5, 2, 2, 2, 2, 4, 12]),
        (20, [1.5, 2, 8]),
        (21, [1, 1.5, 2, 8]),
        (22, [1, 1.5, 2, 2, 8]),
        (23, [1, 1.5, 2, 2, 2, 8]),
        (24, [1, 1.5, 2, 2, 2, 3, 8]),
        (25, [1, 1.5, 2, 2, 2, 2, 4, 8]),
        (26, [1, 1.5, 2, 2, 2, 2, 2, 4, 8]),
        (27, [1, 1.5, 2, 2, 2, 2, 2, 2, 4, 8]),
        (28, [1, 1.5, 2, 2, 2, 2, 2, 2, 2, 4, 8]),
        (29, [1, 1.5, 2, 2, 2, 2, 2, 2, 2, 2, 4, 8]),
        (39, [1, 1, 1, 1, 1, 1.5, 2, 2, 2, 2, 4, 8]),
    ]

    /// FXAA with the given settings, each clamped into its range (NaN gives the default).
    public init(quality: Int = 12, subpixel: Float = P.subpixel.defaultValue,
                edgeThreshold: Float = P.edgeThreshold.defaultValue,
                edgeThresholdMin: Float = P.edgeThresholdMin.defaultValue, greenLuma: Bool = false) {
        let wanted = min(max(quality, 10), 39)
        self.quality = Self.presets.last { $0.quality <= wanted }?.quality ?? 12
        self.subpixel = P.subpixel.clamped(subpixel)
        self.edgeThreshold = P.edgeThreshold.clamped(edgeThreshold)
        self.edgeThresholdMin = P.edgeThresholdMin.clamped(edgeThresholdMin)
        self.greenLuma = greenLuma
    }

    public init(parameters: FilterParameters) throws {
        try self.init(quality: Int(parameters[P.quality].rounded()), subpixel: parameters[P.subpixel],
                      edgeThreshold: parameters[P.edgeThreshold], edgeThresholdMin: parameters[P.edgeThresholdMin],
                      greenLuma: parameters[P.greenLuma])
    }

    /// Registry name `fxaa` (no Core Image alias).
    public static let descriptor = FilterDescriptor(
        builtin: "fxaa", "FXAA", .stylize, coreImage: false,
        [P.quality, P.subpixel, P.edgeThreshold, P.edgeThresholdMin, P.greenLuma],
        doc: "Smooths jagged edges in one pass (FXAA 3.11); run it on tone-mapped colour.")

    static let kernel = Kernel(filter: "AntiAliasing", "fxaa", kind: .sampling,
                               [P.subpixel, P.edgeThreshold, P.edgeThresholdMin, P.greenLuma],
                               leading: [KernelParameter("steps", .float, arrayCount: 12),
                                         KernelParameter("stepCount", .float)])

    public func apply(to input: Image) -> Image {
        let steps = Self.presets.last { $0.quality <= quality }?.steps ?? Self.presets[2].steps
        let reach = steps.reduce(0, +) + 2
        let values: [UniformValue] = [
            .floatArray(steps + [Float](repeating: 0, count: 12 - steps.count)), .float(Float(steps.count)),
            P.subpixel.uniform(subpixel), P.edgeThreshold.uniform(edgeThreshold),
            P.edgeThresholdMin.uniform(edgeThresholdMin), P.greenLuma.uniform(greenLuma),
        ]
        return Image(kernelApplication: Self.kernel, inputs: [input.clampedToExtent()], values: values,
                     extent: input.extent, regionOfInterest: { _, r in r.blurOutset(Double(reach)) })
    }
}
