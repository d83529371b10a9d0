/// A circle around a point (e.g. the player's ship) opens onto the target, or, closing, shrinks
/// the outgoing image down to that point: the classic iris in / iris out.
public struct IrisWipe: Transition {
    public var progress: Float
    public var targetImage: Image?
    /// Centre of the circle, working-space pixels.
    public var center: Point
    /// Width of the circle's soft edge in pixels, 0...1000.
    public var softness: Float
    /// false: the target appears inside a growing circle; true: the input stays inside a
    /// shrinking one (iris out).
    public var closing: Bool
    /// Region the circle must cover at the end; nil: the region both images cover (see ``Transition``).
    public var extent: Rect?

    /// An iris wipe.
    ///
    /// Apart from `progress`, numbers are clamped into their ranges when the transition is applied
    /// (NaN gives the default).
    /// - Parameters:
    ///   - progress: how far the transition has gone, clamped to 0...1 (NaN gives 0): 0 shows the input,
    ///     1 the target.
    ///   - targetImage: the image transitioned to by `apply(to:)`; nil: transparent (a fade out).
    ///   - center: centre of the circle in working-space pixels, e.g. the player's position.
    ///   - softness: width of the circle's soft edge, 0...1000 px.
    ///   - closing: false: the target appears inside a growing circle; true: the input stays inside a
    ///     shrinking one (iris out).
    ///   - extent: region the circle must cover at the end, in working-space pixels; nil: the union of
    ///     both images' extents.
    public init(progress: Float = 0, targetImage: Image? = nil, center: Point = Point(x: 150, y: 150),
                softness: Float = 8, closing: Bool = false, extent: Rect? = nil) {
        self.progress = TransitionSupport.progress(progress)
        self.targetImage = targetImage
        self.center = center
        self.softness = softness
        self.closing = closing
        self.extent = extent
    }

    public init(parameters: FilterParameters) throws {
        try self.init(progress: parameters.float("progress"), targetImage: parameters.image("targetImage"),
                  center: parameters.point("center"), softness: parameters.float("softness"),
                  closing: parameters.bool("closing"), extent: TransitionSupport.rect(parameters.vector("extent")))
    }

    public static let descriptor = FilterDescriptor(
        name: "irisWipe", aliases: ["iris"], displayName: "Iris Wipe", category: .transition,
        parameters: [
            TransitionSupport.progressParameter, TransitionSupport.targetParameter,
            TransitionSupport.centerParameter("Centre of the circle, e.g. the player's position."),
            .number("softness", 8, min: 0, max: 1000, slider: 0...100, type: .distance, unit: "px",
                    doc: "Width of the circle's soft edge."),
            ParameterDescriptor("closing", .boolean, default: .bool(false),
                                doc: "Off: the target opens inside a growing circle; on: the input shrinks into the centre (iris out)."),
            TransitionSupport.extentParameter,
        ],
        doc: "Opens a circle onto the target around a point, or closes the input down to it.")

    static let kernel = TransitionSupport.kernel("iris-wipe-transition.glsl", "irisWipeTransition", [
        KernelParameter("extent", .vec4), KernelParameter("center", .vec2), KernelParameter("softness", .float),
        KernelParameter("closing", .float),
    ])

    public func apply(from: Image, to: Image) -> Image {
        let region = TransitionSupport.region(from, to, explicit: extent)
        return TransitionSupport.apply(Self.kernel, from: from, to: to, progress: progress, values: [
            TransitionSupport.vec4(region), (SpatialFilterSupport.point(center, fallback: Point(x: 150, y: 150))).uniformValue,
            .float(clampParameter(softness, 0...1000, nan: 8)), .float(closing ? 1 : 0),
        ], readsAnywhere: false)
    }
}
