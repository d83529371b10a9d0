/// A page curl whose curled page casts a shadow on the target (Core Image's
/// `CIPageCurlWithShadowTransition`).
public struct PageCurlWithShadowTransition: Transition {
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
    /// Width of the shadow as a fraction of the radius, 0...1.
    public var shadowSize: Float
    /// Darkness of the shadow, 0...1.
    public var shadowAmount: Float
    /// Where the shadow may fall; nil: everywhere.
    public var shadowExtent: Rect?

    /// A page curl with a shadow (arguments: see ``Transition``). `angle`, `radius`, `shadowSize`
    /// and `shadowAmount` are clamped into their ranges at once, as filters' numbers are: NaN
    /// gives the default, ±infinity the bound.
    public init(progress: Float = 0, targetImage: Image? = nil, backsideImage: Image? = nil, extent: Rect? = nil,
                angle: Float = PageCurlKernels.angle.defaultValue, radius: Float = PageCurlKernels.radius.defaultValue,
                shadowSize: Float = PageCurlKernels.shadowSize.defaultValue,
                shadowAmount: Float = PageCurlKernels.shadowAmount.defaultValue, shadowExtent: Rect? = nil) {
        self.progress = TransitionSupport.progress.clamped(progress)
        self.targetImage = targetImage
        self.backsideImage = backsideImage
        self.extent = extent
        self.angle = PageCurlKernels.angle.clamped(angle)
        self.radius = PageCurlKernels.radius.clamped(radius)
        self.shadowSize = PageCurlKernels.shadowSize.clamped(shadowSize)
        self.shadowAmount = PageCurlKernels.shadowAmount.clamped(shadowAmount)
        self.shadowExtent = shadowExtent
    }

    public init(parameters p: FilterParameters) throws {
        try self.init(progress: p[TransitionSupport.progress], targetImage: p.image("targetImage"),
                      backsideImage: p.image("backsideImage"), extent: p.transitionExtent(),
                      angle: p[PageCurlKernels.angle], radius: p[PageCurlKernels.radius],
                      shadowSize: p[PageCurlKernels.shadowSize], shadowAmount: p[PageCurlKernels.shadowAmount],
                      shadowExtent: p.transitionExtent("shadowExtent"))
    }

    /// Registry name `pageCurlWithShadowTransition`, aliases `CIPageCurlWithShadowTransition`,
    /// `pageCurlWithShadow`.
    public static let descriptor = TransitionSupport.descriptor(
        "pageCurlWithShadowTransition", aliases: ["CIPageCurlWithShadowTransition", "pageCurlWithShadow"],
        "Page Curl With Shadow",
        PageCurlKernels.parameters + [PageCurlKernels.shadowSize.descriptor, PageCurlKernels.shadowAmount.descriptor,
                                      PageCurlKernels.shadowExtentParameter],
        doc: "Curls the image away like a turned page that casts a shadow on the target.")

    public func apply(from: Image, to: Image) -> Image {
        PageCurlKernels.apply(from: from, to: to, backside: backsideImage, progress: progress, extent: extent,
                              angle: angle, radius: radius, shadowSize: shadowSize, shadowAmount: shadowAmount,
                              shadowExtent: shadowExtent)
    }
}
