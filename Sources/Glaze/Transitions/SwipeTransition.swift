/// A soft band that wipes across the image like a windshield wiper, revealing the target
/// (Core Image's `CISwipeTransition`).
public struct SwipeTransition: Transition {
    public var progress: Float
    public var targetImage: Image?
    /// Region the swipe crosses; nil: the region both images cover (see ``Transition``).
    public var extent: Rect?
    /// Tint of the band (linear RGBA, not premultiplied).
    public var color: SIMD4<Float>
    /// Direction of travel, radians (0: left to right).
    public var angle: Float
    /// Width of the band in pixels, 0.1...1000.
    public var width: Float
    /// Strength of the band's tint, 0...1.
    public var opacity: Float

    /// A swipe.
    ///
    /// Apart from `progress`, numbers are clamped into their ranges when the transition is applied
    /// (NaN gives the default).
    /// - Parameters:
    ///   - progress: how far the transition has gone, clamped to 0...1 (NaN gives 0): 0 shows the input,
    ///     1 the target.
    ///   - targetImage: the image transitioned to by `apply(to:)`; nil: transparent (a fade out).
    ///   - extent: region the swipe crosses, in working-space pixels; nil: the region both images cover
    ///   (see ``Transition``).
    ///   - color: tint of the band (linear RGBA, not premultiplied; RGB 0...1e4, alpha 0...1).
    ///   - angle: direction of travel, in radians (0: left to right).
    ///   - width: width of the band, 0.1...1000 px.
    ///   - opacity: strength of the band's tint, 0...1 (0, the default: no tint).
    public init(progress: Float = 0, targetImage: Image? = nil, extent: Rect? = nil,
                color: SIMD4<Float> = [1, 1, 1, 1], angle: Float = 0, width: Float = 300, opacity: Float = 0) {
        self.progress = TransitionSupport.progress(progress)
        self.targetImage = targetImage
        self.extent = extent
        self.color = color
        self.angle = angle
        self.width = width
        self.opacity = opacity
    }

    public init(parameters: FilterParameters) throws {
        try self.init(progress: parameters.float("progress"), targetImage: parameters.image("targetImage"),
                  extent: TransitionSupport.rect(parameters.vector("extent")), color: parameters.color("color"),
                  angle: parameters.float("angle"), width: parameters.float("width"),
                  opacity: parameters.float("opacity"))
    }

    public static let descriptor = FilterDescriptor(
        name: "swipeTransition", aliases: ["CISwipeTransition", "swipe"], displayName: "Swipe",
        category: .transition,
        parameters: [
            TransitionSupport.progressParameter, TransitionSupport.targetParameter, TransitionSupport.extentParameter,
            .color("color", [1, 1, 1, 1], doc: "Tint of the moving band."),
            TransitionSupport.angleParameter(0, doc: "Direction the band travels (0: left to right)."),
            .number("width", 300, min: 0.1, max: 1000, slider: 0.1...1000, type: .distance, unit: "px",
                    doc: "Width of the soft band between the images."),
            .number("opacity", 0, min: 0, max: 1, doc: "How strongly the band is tinted with the colour."),
        ],
        doc: "Wipes the target in behind a soft band travelling across the image.")

    static let kernel = TransitionSupport.kernel("swipe-transition.glsl", "swipeTransition", [
        KernelParameter("extent", .vec4), KernelParameter("color", .vec4), KernelParameter("angle", .float),
        KernelParameter("width", .float), KernelParameter("opacity", .float),
    ])

    public func apply(from: Image, to: Image) -> Image {
        let region = TransitionSupport.region(from, to, explicit: extent)
        return TransitionSupport.apply(Self.kernel, from: from, to: to, progress: progress, values: [
            TransitionSupport.vec4(region), SpatialFilterSupport.color(color).uniformValue,
            .float(clampParameter(angle, -1e4...1e4, nan: 0)),
            .float(clampParameter(width, 0.1...1000, nan: 300)),
            .float(clampParameter(opacity, 0...1, nan: 0)),
        ], readsAnywhere: false)
    }
}
