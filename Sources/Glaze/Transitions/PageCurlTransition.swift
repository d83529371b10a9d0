/// The image curls away like a turned page, revealing the target (Core Image's
/// `CIPageCurlTransition`).
///
/// Core Image lights the curl with a `shadingImage`; Glaze shades it analytically. The back of
/// the page shows `backsideImage` (a third kernel input) or, when absent, the input seen through
/// the paper.
public struct PageCurlTransition: Transition {
    public var progress: Float
    public var targetImage: Image?
    /// What the back of the page shows; nil: the input seen through the paper.
    public var backsideImage: Image?
    /// Region the page covers; nil: the region both images cover (see ``Transition``).
    public var extent: Rect?
    /// Direction the page is pulled, radians (0: it lifts at the right edge).
    public var angle: Float
    /// Radius of the curl in pixels, 0.01...400.
    public var radius: Float

    /// A page curl.
    ///
    /// Apart from `progress`, numbers are clamped into their ranges when the transition is applied
    /// (NaN gives the default).
    /// - Parameters:
    ///   - progress: how far the transition has gone, clamped to 0...1 (NaN gives 0): 0 shows the input,
    ///     1 the target.
    ///   - targetImage: the image transitioned to by `apply(to:)`; nil: transparent (a fade out).
    ///   - backsideImage: what the back of the page shows; nil: the input seen through the paper.
    ///   - extent: region the page covers, in working-space pixels; nil: the region both images cover
    ///   (see ``Transition``).
    ///   - angle: direction the page is pulled, in radians (0: it lifts at the right edge).
    ///   - radius: radius of the curl, 0.01...400 px.
    public init(progress: Float = 0, targetImage: Image? = nil, backsideImage: Image? = nil, extent: Rect? = nil,
                angle: Float = 0, radius: Float = 100) {
        self.progress = TransitionSupport.progress(progress)
        self.targetImage = targetImage
        self.backsideImage = backsideImage
        self.extent = extent
        self.angle = angle
        self.radius = radius
    }

    public init(parameters: FilterParameters) throws {
        try self.init(progress: parameters.float("progress"), targetImage: parameters.image("targetImage"),
                  backsideImage: parameters.image("backsideImage"),
                  extent: TransitionSupport.rect(parameters.vector("extent")), angle: parameters.float("angle"),
                  radius: parameters.float("radius"))
    }

    public static let descriptor = FilterDescriptor(
        name: "pageCurlTransition", aliases: ["CIPageCurlTransition", "pageCurl"], displayName: "Page Curl",
        category: .transition,
        parameters: [
            TransitionSupport.progressParameter, TransitionSupport.targetParameter, PageCurlKernels.backsideParameter,
            TransitionSupport.extentParameter, PageCurlKernels.angleParameter, PageCurlKernels.radiusParameter,
        ],
        doc: "Curls the image away like a turned page, revealing the target (shaded analytically; no shadingImage).")

    public func apply(from: Image, to: Image) -> Image {
        PageCurlKernels.apply(from: from, to: to, backside: backsideImage, progress: progress, extent: extent,
                              angle: angle, radius: radius, shadowSize: 0, shadowAmount: 0, shadowExtent: nil)
    }
}
