/// A page curl whose curled page casts a shadow on the target (Core Image's
/// `CIPageCurlWithShadowTransition`).
public struct PageCurlWithShadowTransition: Transition {
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
    /// Width of the shadow as a fraction of the radius, 0...1.
    public var shadowSize: Float
    /// Darkness of the shadow, 0...1.
    public var shadowAmount: Float
    /// Where the shadow may fall; nil: everywhere.
    public var shadowExtent: Rect?

    /// A page curl with a shadow.
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
    ///   - shadowSize: width of the shadow as a fraction of the radius, 0...1.
    ///   - shadowAmount: darkness of the shadow on the target, 0...1.
    ///   - shadowExtent: where the shadow may fall, in working-space pixels; nil: everywhere.
    public init(progress: Float = 0, targetImage: Image? = nil, backsideImage: Image? = nil, extent: Rect? = nil,
                angle: Float = 0, radius: Float = 100, shadowSize: Float = 0.5, shadowAmount: Float = 0.7,
                shadowExtent: Rect? = nil) {
        self.progress = TransitionSupport.progress(progress)
        self.targetImage = targetImage
        self.backsideImage = backsideImage
        self.extent = extent
        self.angle = angle
        self.radius = radius
        self.shadowSize = shadowSize
        self.shadowAmount = shadowAmount
        self.shadowExtent = shadowExtent
    }

    public init(parameters: FilterParameters) throws {
        try self.init(progress: parameters.float("progress"), targetImage: parameters.image("targetImage"),
                  backsideImage: parameters.image("backsideImage"),
                  extent: TransitionSupport.rect(parameters.vector("extent")), angle: parameters.float("angle"),
                  radius: parameters.float("radius"), shadowSize: parameters.float("shadowSize"),
                  shadowAmount: parameters.float("shadowAmount"),
                  shadowExtent: TransitionSupport.rect(parameters.vector("shadowExtent")))
    }

    public static let descriptor = FilterDescriptor(
        name: "pageCurlWithShadowTransition", aliases: ["CIPageCurlWithShadowTransition", "pageCurlWithShadow"],
        displayName: "Page Curl With Shadow", category: .transition,
        parameters: [
            TransitionSupport.progressParameter, TransitionSupport.targetParameter, PageCurlKernels.backsideParameter,
            TransitionSupport.extentParameter, PageCurlKernels.angleParameter, PageCurlKernels.radiusParameter,
            .number("shadowSize", 0.5, min: 0, max: 1, doc: "Width of the shadow, as a fraction of the curl's radius."),
            .number("shadowAmount", 0.7, min: 0, max: 1, doc: "Darkness of the shadow on the target."),
            ParameterDescriptor("shadowExtent", .vector, default: .vector([0, 0, 0, 0]), min: -1e6, max: 1e6,
                                slider: 0...1920, unit: "px", components: 4,
                                doc: "Where the shadow may fall (x, y, width, height); 0 width or height: everywhere."),
        ],
        doc: "Curls the image away like a turned page that casts a shadow on the target.")

    public func apply(from: Image, to: Image) -> Image {
        PageCurlKernels.apply(from: from, to: to, backside: backsideImage, progress: progress, extent: extent,
                              angle: angle, radius: radius, shadowSize: shadowSize, shadowAmount: shadowAmount,
                              shadowExtent: shadowExtent)
    }
}
