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
    /// Direction the page is pulled, radians, -2π...2π (0: it lifts at the right edge).
    public var angle: Float
    /// Radius of the curl in pixels, 0.01...400.
    public var radius: Float

    /// A page curl (arguments: see ``Transition``). `angle` and `radius` are clamped into their
    /// ranges at once, as filters' numbers are: NaN gives the default, ±infinity the bound.
    public init(progress: Float = 0, targetImage: Image? = nil, backsideImage: Image? = nil, extent: Rect? = nil,
                angle: Float = PageCurlKernels.angle.defaultValue, radius: Float = PageCurlKernels.radius.defaultValue) {
        self.progress = TransitionSupport.progress.clamped(progress)
        self.targetImage = targetImage
        self.backsideImage = backsideImage
        self.extent = extent
        self.angle = PageCurlKernels.angle.clamped(angle)
        self.radius = PageCurlKernels.radius.clamped(radius)
    }

    public init(parameters p: FilterParameters) throws {
        try self.init(progress: p[TransitionSupport.progress], targetImage: p.image("targetImage"),
                      backsideImage: p.image("backsideImage"), extent: p.transitionExtent(),
                      angle: p[PageCurlKernels.angle], radius: p[PageCurlKernels.radius])
    }

    /// Registry name `pageCurlTransition`, aliases `CIPageCurlTransition`, `pageCurl`.
    public static let descriptor = TransitionSupport.descriptor(
        "pageCurlTransition", aliases: ["CIPageCurlTransition", "pageCurl"], "Page Curl", PageCurlKernels.parameters,
        doc: "Curls the image away like a turned page, revealing the target (shaded analytically; no shadingImage).")

    public func apply(from: Image, to: Image) -> Image {
        PageCurlKernels.apply(from: from, to: to, backside: backsideImage, progress: progress, extent: extent,
                              angle: angle, radius: radius, shadowSize: 0, shadowAmount: 0, shadowExtent: nil)
    }
}
