/// The image slides away in bars, every other bar lagging, uncovering the target (Core Image's
/// `CIBarsSwipeTransition`).
public struct BarsSwipeTransition: Transition {
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

    /// A bars swipe.
    ///
    /// Apart from `progress`, numbers are clamped into their ranges when the transition is applied
    /// (NaN gives the default).
    /// - Parameters:
    ///   - progress: how far the transition has gone, clamped to 0...1 (NaN gives 0): 0 shows the input,
    ///     1 the target.
    ///   - targetImage: the image transitioned to by `apply(to:)`; nil: transparent (a fade out).
    ///   - extent: region the bars cross, in working-space pixels; nil: the region both images cover
    ///   (see ``Transition``).
    ///   - angle: direction the bars slide, in radians (π, the default: right to left).
    ///   - width: width of each bar, 2...300 px.
    ///   - barOffset: how far every other bar lags behind, 1...100 px.
    public init(progress: Float = 0, targetImage: Image? = nil, extent: Rect? = nil, angle: Float = .pi,
                width: Float = 30, barOffset: Float = 10) {
        self.progress = TransitionSupport.progress(progress)
        self.targetImage = targetImage
        self.extent = extent
        self.angle = angle
        self.width = width
        self.barOffset = barOffset
    }

    public init(parameters: FilterParameters) throws {
        try self.init(progress: parameters.float("progress"), targetImage: parameters.image("targetImage"),
                  extent: TransitionSupport.rect(parameters.vector("extent")), angle: parameters.float("angle"),
                  width: parameters.float("width"), barOffset: parameters.float("barOffset"))
    }

    public static let descriptor = FilterDescriptor(
        name: "barsSwipeTransition", aliases: ["CIBarsSwipeTransition", "barsSwipe"], displayName: "Bars Swipe",
        category: .transition,
        parameters: [
            TransitionSupport.progressParameter, TransitionSupport.targetParameter, TransitionSupport.extentParameter,
            TransitionSupport.angleParameter(Double.pi, doc: "Direction the bars slide (π: right to left)."),
            .number("width", 30, min: 2, max: 300, type: .distance, unit: "px", doc: "Width of each bar."),
            .number("barOffset", 10, min: 1, max: 100, type: .distance, unit: "px",
                    doc: "How far every other bar lags behind."),
        ],
        doc: "Slides the image away in bars, uncovering the target.")

    static let kernel = TransitionSupport.kernel("bars-swipe-transition.glsl", "barsSwipeTransition", [
        KernelParameter("extent", .vec4), KernelParameter("angle", .float), KernelParameter("width", .float),
        KernelParameter("barOffset", .float),
    ])

    public func apply(from: Image, to: Image) -> Image {
        let region = TransitionSupport.region(from, to, explicit: extent)
        return TransitionSupport.apply(Self.kernel, from: from, to: to, progress: progress, values: [
            TransitionSupport.vec4(region), .float(clampParameter(angle, -1e4...1e4, nan: .pi)),
            .float(clampParameter(width, 2...300, nan: 30)),
            .float(clampParameter(barOffset, 1...100, nan: 10)),
        ], readsAnywhere: true)
    }
}
