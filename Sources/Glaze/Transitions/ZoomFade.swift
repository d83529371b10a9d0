/// The input magnifies towards a point while it fades out; the target settles from the same
/// magnification as it fades in.
public struct ZoomFade: Transition {
    public var progress: Float
    public var targetImage: Image?
    /// Centre of the zoom, working-space pixels.
    public var center: Point
    /// Magnification at the ends of the zoom, 1...16.
    public var zoom: Float

    /// A zoom fade.
    ///
    /// Apart from `progress`, numbers are clamped into their ranges when the transition is applied
    /// (NaN gives the default).
    /// - Parameters:
    ///   - progress: how far the transition has gone, clamped to 0...1 (NaN gives 0): 0 shows the input,
    ///     1 the target.
    ///   - targetImage: the image transitioned to by `apply(to:)`; nil: transparent (a fade out).
    ///   - center: centre of the zoom, in working-space pixels.
    ///   - zoom: magnification at the ends of the zoom, 1...16.
    public init(progress: Float = 0, targetImage: Image? = nil, center: Point = Point(x: 150, y: 150), zoom: Float = 2) {
        self.progress = TransitionSupport.progress(progress)
        self.targetImage = targetImage
        self.center = center
        self.zoom = zoom
    }

    public init(parameters: FilterParameters) throws {
        try self.init(progress: parameters.float("progress"), targetImage: parameters.image("targetImage"),
                  center: parameters.point("center"), zoom: parameters.float("zoom"))
    }

    public static let descriptor = FilterDescriptor(
        name: "zoomFade", displayName: "Zoom Fade", category: .transition,
        parameters: [
            TransitionSupport.progressParameter, TransitionSupport.targetParameter,
            TransitionSupport.centerParameter("Centre of the zoom."),
            .number("zoom", 2, min: 1, max: 16, slider: 1...4,
                    doc: "Magnification the input zooms to and the target settles from."),
        ],
        doc: "Zooms into the input while fading it out, and settles the target from the same zoom.")

    static let kernel = TransitionSupport.kernel("zoom-fade-transition.glsl", "zoomFadeTransition", [
        KernelParameter("center", .vec2), KernelParameter("zoom", .float),
    ])

    public func apply(from: Image, to: Image) -> Image {
        TransitionSupport.apply(Self.kernel, from: from, to: to, progress: progress, values: [
            (SpatialFilterSupport.point(center, fallback: Point(x: 150, y: 150))).uniformValue, .float(clampParameter(zoom, 1...16, nan: 2)),
        ], readsAnywhere: true)
    }
}
