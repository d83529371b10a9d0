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

    /// A glitch.
    ///
    /// Apart from `progress`, numbers are clamped into their ranges when the transition is applied
    /// (NaN gives the default).
    /// - Parameters:
    ///   - progress: how far the transition has gone, clamped to 0...1 (NaN gives 0): 0 shows the input,
    ///     1 the target.
    ///   - targetImage: the image transitioned to by `apply(to:)`; nil: transparent (a fade out).
    ///   - seed: selects the pattern, 0...1e6, rounded to a whole number.
    ///   - amount: largest sideways jump of a band at mid-transition, 0...1000 px.
    ///   - blockHeight: height of the glitching bands, 1...1000 px.
    public init(progress: Float = 0, targetImage: Image? = nil, seed: Float = 0, amount: Float = 24,
                blockHeight: Float = 12) {
        self.progress = TransitionSupport.progress(progress)
        self.targetImage = targetImage
        self.seed = seed
        self.amount = amount
        self.blockHeight = blockHeight
    }

    public init(parameters: FilterParameters) throws {
        try self.init(progress: parameters.float("progress"), targetImage: parameters.image("targetImage"),
                  seed: parameters.float("seed"), amount: parameters.float("amount"),
                  blockHeight: parameters.float("blockHeight"))
    }

    public static let descriptor = FilterDescriptor(
        name: "glitchTransition", displayName: "Glitch", category: .transition,
        parameters: [
            TransitionSupport.progressParameter, TransitionSupport.targetParameter,
            .number("seed", 0, min: 0, max: 1e6, slider: 0...100, type: .integer, doc: "Selects the glitch pattern."),
            .number("amount", 24, min: 0, max: 1000, slider: 0...100, type: .distance, unit: "px",
                    doc: "Largest sideways jump of a band at mid-transition."),
            .number("blockHeight", 12, min: 1, max: 1000, slider: 1...64, type: .distance, unit: "px",
                    doc: "Height of the glitching bands."),
        ],
        doc: "Switches to the target band by band through a seeded digital glitch.")

    static let kernel = TransitionSupport.kernel("glitch-transition.glsl", "glitchTransition", [
        KernelParameter("extent", .vec4), KernelParameter("amount", .float), KernelParameter("blockHeight", .float),
        KernelParameter("seed", .float),
    ])

    public func apply(from: Image, to: Image) -> Image {
        let region = TransitionSupport.region(from, to)
        return TransitionSupport.apply(Self.kernel, from: from, to: to, progress: progress, values: [
            TransitionSupport.vec4(region), .float(clampParameter(amount, 0...1000, nan: 24)),
            .float(clampParameter(blockHeight, 1...1000, nan: 12)),
            .float(clampParameter(seed, 0...1e6, nan: 0).rounded()),
        ], readsAnywhere: true)
    }
}
