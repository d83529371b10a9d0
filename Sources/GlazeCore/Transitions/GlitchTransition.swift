/// A digital glitch: bands of the picture jump sideways and split their colour channels while it
/// switches, band by band, to the target. Fixed by `seed`: the same seed and progress always give
/// the same frame.
public struct GlitchTransition: Transition {
    public var progress: Float
    public var targetImage: Image?
    /// Selects the pattern, 0...1e6 (whole numbers).
    public var seed: Float
    /// Largest sideways jump in pixels at mid-transition, 0...1000.
    public var amount: Float
    /// Height of the bands in pixels, 1...1000.
    public var blockHeight: Float

    /// The parameters, each declared once.
    @usableFromInline enum P {
        @usableFromInline static let seed = FilterParameter<Float>.number(
            "seed", 0, min: 0, max: 1e6, slider: 0...100, type: .integer, doc: "Selects the glitch pattern.")
        @usableFromInline static let amount = FilterParameter<Float>.number(
            "amount", 24, min: 0, max: 1000, slider: 0...100, type: .distance, unit: "px",
            doc: "Largest sideways jump of a band at mid-transition.")
        @usableFromInline static let blockHeight = FilterParameter<Float>.number(
            "blockHeight", 12, min: 1, max: 1000, slider: 1...64, type: .distance, unit: "px",
            doc: "Height of the glitching bands.")
    }

    /// A glitch (arguments and clamping: see ``Transition``).
    public init(progress: Float = 0, targetImage: Image? = nil, seed: Float = P.seed.defaultValue,
                amount: Float = P.amount.defaultValue, blockHeight: Float = P.blockHeight.defaultValue) {
        self.progress = TransitionSupport.progress.clamped(progress)
        self.targetImage = targetImage
        self.seed = seed
        self.amount = amount
        self.blockHeight = blockHeight
    }

    public init(parameters p: FilterParameters) throws {
        try self.init(progress: p[TransitionSupport.progress], targetImage: p.image("targetImage"), seed: p[P.seed],
                      amount: p[P.amount], blockHeight: p[P.blockHeight])
    }

    /// Registry name `glitchTransition`.
    public static let descriptor = TransitionSupport.descriptor(
        "glitchTransition", "Glitch", [P.seed.descriptor, P.amount.descriptor, P.blockHeight.descriptor],
        doc: "Switches to the target band by band through a seeded digital glitch.")

    static let kernel = TransitionSupport.regionKernel(
        "glitchTransition", [P.amount.kernelParameter, P.blockHeight.kernelParameter, P.seed.kernelParameter])

    public func apply(from: Image, to: Image) -> Image {
        TransitionSupport.apply(Self.kernel, from: from, to: to, progress: progress, region: nil, values: [
            P.amount.uniform(amount), P.blockHeight.uniform(blockHeight), P.seed.uniform(seed),
        ], readsAnywhere: true)
    }
}
