/// The input magnifies towards a point while it fades out; the target settles from the same
/// magnification as it fades in.
public struct ZoomFade: Transition, DeclaredFilter {
    public var progress: Float
    public var targetImage: Image?
    /// Centre of the zoom, working-space pixels.
    public var center: Point
    /// Magnification at the ends of the zoom, 1...16.
    public var zoom: Float

    /// The parameters, each declared once.
    @usableFromInline enum P {
        @usableFromInline static let center = TransitionSupport.center("Centre of the zoom.")
        @usableFromInline static let zoom = FilterParameter<Float>.number(
            "zoom", 2, min: 1, max: 16, slider: 1...4, doc: "Magnification the input zooms to and the target settles from.")
    }

    /// A zoom fade (arguments and clamping: see ``Transition``).
    public init(progress: Float = 0, targetImage: Image? = nil, center: Point = P.center.defaultValue,
                zoom: Float = P.zoom.defaultValue) {
        self.progress = TransitionSupport.progress.clamped(progress)
        self.targetImage = targetImage
        self.center = center
        self.zoom = zoom
    }

    static let bindings: [BoundParameter<Self>] = [P.center.bound(to: \.center), P.zoom.bound(to: \.zoom)]

    public init(parameters: FilterParameters) throws { self.init(); try readTransition(parameters) }

    /// Registry name `zoomFade`.
    public static let descriptor = TransitionSupport.descriptor(
        "zoomFade", "Zoom Fade", declared,
        doc: "Zooms into the input while fading it out, and settles the target from the same zoom.")

    static let kernel = TransitionSupport.kernel("zoomFadeTransition", declared.map(\.kernelParameter))

    public func apply(from: Image, to: Image) -> Image {
        TransitionSupport.apply(Self.kernel, from: from, to: to, progress: progress, values: uniforms, readsAnywhere: true)
    }
}
