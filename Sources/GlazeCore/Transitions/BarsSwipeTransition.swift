/// The image slides away in bars, every other bar lagging, uncovering the target (Core Image's
/// `CIBarsSwipeTransition`).
public struct BarsSwipeTransition: Transition, DeclaredFilter {
    public var progress: Float
    public var targetImage: Image?
    /// Region the bars cross; nil: the region both images cover (see ``Transition``).
    public var extent: Rect?
    /// Direction the bars slide, radians (π, the default: right to left).
    public var angle: Float
    /// Width of each bar in pixels, 2...300.
    public var width: Float
    /// How far every other bar lags behind, pixels, 1...100.
    public var barOffset: Float

    /// The parameters, each declared once.
    @usableFromInline enum P {
        @usableFromInline static let angle = TransitionSupport.angle(
            Double.pi, doc: "Direction the bars slide (π: right to left).")
        @usableFromInline static let width = FilterParameter<Float>.number(
            "width", 30, min: 2, max: 300, type: .distance, unit: "px", doc: "Width of each bar.")
        @usableFromInline static let barOffset = FilterParameter<Float>.number(
            "barOffset", 10, min: 1, max: 100, type: .distance, unit: "px", doc: "How far every other bar lags behind.")
    }

    /// A bars swipe (arguments and clamping: see ``Transition``).
    public init(progress: Float = 0, targetImage: Image? = nil, extent: Rect? = nil, angle: Float = .pi,
                width: Float = P.width.defaultValue, barOffset: Float = P.barOffset.defaultValue) {
        self.progress = TransitionSupport.progress.clamped(progress)
        self.targetImage = targetImage
        self.extent = extent
        self.angle = angle
        self.width = width
        self.barOffset = barOffset
    }

    static let bindings: [BoundParameter<Self>] = [
        TransitionSupport.angle(P.angle, boundTo: \.angle), P.width.bound(to: \.width), P.barOffset.bound(to: \.barOffset),
    ]

    public init(parameters p: FilterParameters) throws { try self.init(extent: p.transitionExtent()); try readTransition(p) }

    /// Registry name `barsSwipeTransition`, aliases `CIBarsSwipeTransition`, `barsSwipe`.
    public static let descriptor = TransitionSupport.descriptor(
        "barsSwipeTransition", aliases: ["CIBarsSwipeTransition", "barsSwipe"], "Bars Swipe", declared, extentAt: 0,
        doc: "Slides the image away in bars, uncovering the target.")

    static let kernel = TransitionSupport.regionKernel("barsSwipeTransition", declared.map(\.kernelParameter))

    public func apply(from: Image, to: Image) -> Image {
        TransitionSupport.apply(Self.kernel, from: from, to: to, progress: progress, region: extent, values: uniforms,
                                readsAnywhere: true)
    }
}
