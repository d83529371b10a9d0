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

    /// The parameters, each declared once.
    @usableFromInline enum P {
        @usableFromInline static let bottomHeight = FilterParameter<Float>.number(
            "bottomHeight", 0, min: 0, max: 1e5, slider: 0...500, type: .distance, unit: "px",
            doc: "Height of the bottom strip that stays flat.")
        @usableFromInline static let numberOfFolds = FilterParameter<Float>.number(
            "numberOfFolds", 3, min: 1, max: 50, type: .integer, doc: "Number of folds (two panels each).")
        @usableFromInline static let foldShadowAmount = FilterParameter<Float>.number(
            "foldShadowAmount", 0.1, min: 0, max: 1, doc: "Darkening of panels tilted away from the viewer.")
    }

    /// An accordion fold (arguments and clamping: see ``Transition``).
    public init(progress: Float = 0, targetImage: Image? = nil, bottomHeight: Float = P.bottomHeight.defaultValue,
                numberOfFolds: Float = P.numberOfFolds.defaultValue,
                foldShadowAmount: Float = P.foldShadowAmount.defaultValue) {
        self.progress = TransitionSupport.progress.clamped(progress)
        self.targetImage = targetImage
        self.bottomHeight = bottomHeight
        self.numberOfFolds = numberOfFolds
        self.foldShadowAmount = foldShadowAmount
    }

    public init(parameters p: FilterParameters) throws {
        try self.init(progress: p[TransitionSupport.progress], targetImage: p.image("targetImage"),
                      bottomHeight: p[P.bottomHeight], numberOfFolds: p[P.numberOfFolds],
                      foldShadowAmount: p[P.foldShadowAmount])
    }

    /// Registry name `accordionFoldTransition`, aliases `CIAccordionFoldTransition`, `accordionFold`.
    public static let descriptor = TransitionSupport.descriptor(
        "accordionFoldTransition", aliases: ["CIAccordionFoldTransition", "accordionFold"], "Accordion Fold",
        [P.bottomHeight.descriptor, P.numberOfFolds.descriptor, P.foldShadowAmount.descriptor],
        doc: "Folds the image up like an accordion and unfolds the target, cross-fading.")

    static let kernel = TransitionSupport.kernel(
        "accordionFoldTransition", [KernelParameter("fromRect", .vec4), KernelParameter("toRect", .vec4),
                                    P.bottomHeight.kernelParameter, P.numberOfFolds.kernelParameter,
                                    P.foldShadowAmount.kernelParameter])

    public func apply(from: Image, to: Image) -> Image {
        let region = TransitionSupport.region(from, to)
        let fromRect = from.extent.isInfinite ? region : from.extent
        let toRect = to.extent.isInfinite ? region : to.extent
        return TransitionSupport.apply(Self.kernel, from: from, to: to, progress: progress, values: [
            TransitionSupport.vec4(fromRect), TransitionSupport.vec4(toRect), P.bottomHeight.uniform(bottomHeight),
            P.numberOfFolds.uniform(numberOfFolds), P.foldShadowAmount.uniform(foldShadowAmount),
        ], readsAnywhere: true)
    }
}
