/// The image folds up like an accordion and unfolds as the target, cross-fading, so images of
/// different heights unfold into each other (Core Image's `CIAccordionFoldTransition`).
///
/// The folded part is everything above `bottomHeight`; at mid-transition it is folded to a
/// quarter of its height, the area above it transparent.
public struct AccordionFoldTransition: Transition {
    public var progress: Float
    public var targetImage: Image?
    /// Height in pixels of the bottom strip that stays flat, ≥ 0.
    public var bottomHeight: Float
    /// Number of folds, 1...50 (each fold is two panels).
    public var numberOfFolds: Float
    /// Darkening of the panels tilted away from the viewer, 0...1.
    public var foldShadowAmount: Float

    /// An accordion fold.
    ///
    /// Apart from `progress`, numbers are clamped into their ranges when the transition is applied
    /// (NaN gives the default).
    /// - Parameters:
    ///   - progress: how far the transition has gone, clamped to 0...1 (NaN gives 0): 0 shows the input,
    ///     1 the target.
    ///   - targetImage: the image transitioned to by `apply(to:)`; nil: transparent (a fade out).
    ///   - bottomHeight: height of the bottom strip that stays flat, 0...1e5 px.
    ///   - numberOfFolds: number of folds (two panels each), 1...50, rounded to a whole number.
    ///   - foldShadowAmount: darkening of the panels tilted away from the viewer, 0...1.
    public init(progress: Float = 0, targetImage: Image? = nil, bottomHeight: Float = 0, numberOfFolds: Float = 3,
                foldShadowAmount: Float = 0.1) {
        self.progress = TransitionSupport.progress(progress)
        self.targetImage = targetImage
        self.bottomHeight = bottomHeight
        self.numberOfFolds = numberOfFolds
        self.foldShadowAmount = foldShadowAmount
    }

    public init(parameters: FilterParameters) throws {
        try self.init(progress: parameters.float("progress"), targetImage: parameters.image("targetImage"),
                  bottomHeight: parameters.float("bottomHeight"), numberOfFolds: parameters.float("numberOfFolds"),
                  foldShadowAmount: parameters.float("foldShadowAmount"))
    }

    public static let descriptor = FilterDescriptor(
        name: "accordionFoldTransition", aliases: ["CIAccordionFoldTransition", "accordionFold"],
        displayName: "Accordion Fold", category: .transition,
        parameters: [
            TransitionSupport.progressParameter, TransitionSupport.targetParameter,
            .number("bottomHeight", 0, min: 0, max: 1e5, slider: 0...500, type: .distance, unit: "px",
                    doc: "Height of the bottom strip that stays flat."),
            .number("numberOfFolds", 3, min: 1, max: 50, type: .integer, doc: "Number of folds (two panels each)."),
            .number("foldShadowAmount", 0.1, min: 0, max: 1, doc: "Darkening of panels tilted away from the viewer."),
        ],
        doc: "Folds the image up like an accordion and unfolds the target, cross-fading.")

    static let kernel = TransitionSupport.kernel("accordion-fold-transition.glsl", "accordionFoldTransition", [
        KernelParameter("fromRect", .vec4), KernelParameter("toRect", .vec4), KernelParameter("bottomHeight", .float),
        KernelParameter("numberOfFolds", .float), KernelParameter("foldShadowAmount", .float),
    ])

    public func apply(from: Image, to: Image) -> Image {
        let region = TransitionSupport.region(from, to)
        let fromRect = from.extent.isInfinite ? region : from.extent
        let toRect = to.extent.isInfinite ? region : to.extent
        return TransitionSupport.apply(Self.kernel, from: from, to: to, progress: progress, values: [
            TransitionSupport.vec4(fromRect), TransitionSupport.vec4(toRect),
            .float(clampParameter(bottomHeight, 0...1e5, nan: 0)),
            .float(clampParameter(numberOfFolds, 1...50, nan: 3).rounded()),
            .float(clampParameter(foldShadowAmount, 0...1, nan: 0.1)),
        ], readsAnywhere: true)
    }
}
