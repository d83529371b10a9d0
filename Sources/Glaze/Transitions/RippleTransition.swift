/// A circular wave expands from a point, revealing the target in its wake (Core Image's
/// `CIRippleTransition`).
///
/// Core Image lights the wave with a `shadingImage`; Glaze shades it analytically from the wave's
/// slope instead, so the transition stays one fusable kernel with two inputs.
public struct RippleTransition: Transition {
    public var progress: Float
    public var targetImage: Image?
    /// Where the wave starts, working-space pixels.
    public var center: Point
    /// Region the wave crosses; nil: the region both images cover (see ``Transition``).
    public var extent: Rect?
    /// Width of the wave in pixels, 1...1000.
    public var width: Float
    /// Displacement under the wave in pixels, -50...50 (positive bulges, negative dimples).
    public var scale: Float

    /// A ripple.
    ///
    /// Apart from `progress`, numbers are clamped into their ranges when the transition is applied
    /// (NaN gives the default).
    /// - Parameters:
    ///   - progress: how far the transition has gone, clamped to 0...1 (NaN gives 0): 0 shows the input,
    ///     1 the target.
    ///   - targetImage: the image transitioned to by `apply(to:)`; nil: transparent (a fade out).
    ///   - center: where the wave starts, in working-space pixels.
    ///   - extent: region the wave crosses, in working-space pixels; nil: the region both images cover
    ///   (see ``Transition``).
    ///   - width: width of the wave, 1...1000 px.
    ///   - scale: displacement under the wave, −50...50 px (positive bulges, negative dimples).
    public init(progress: Float = 0, targetImage: Image? = nil, center: Point = Point(x: 150, y: 150),
                extent: Rect? = nil, width: Float = 100, scale: Float = 50) {
        self.progress = TransitionSupport.progress(progress)
        self.targetImage = targetImage
        self.center = center
        self.extent = extent
        self.width = width
        self.scale = scale
    }

    public init(parameters: FilterParameters) throws {
        try self.init(progress: parameters.float("progress"), targetImage: parameters.image("targetImage"),
                  center: parameters.point("center"), extent: TransitionSupport.rect(parameters.vector("extent")),
                  width: parameters.float("width"), scale: parameters.float("scale"))
    }

    public static let descriptor = FilterDescriptor(
        name: "rippleTransition", aliases: ["CIRippleTransition", "ripple"], displayName: "Ripple",
        category: .transition,
        parameters: [
            TransitionSupport.progressParameter, TransitionSupport.targetParameter,
            TransitionSupport.centerParameter("Where the wave starts."), TransitionSupport.extentParameter,
            .number("width", 100, min: 1, max: 1000, type: .distance, unit: "px", doc: "Width of the wave."),
            .number("scale", 50, min: -50, max: 50, unit: "px",
                    doc: "Displacement under the wave: positive bulges, negative dimples."),
        ],
        doc: "Expands a circular wave from a point, revealing the target in its wake (shaded analytically; no shadingImage).")

    static let kernel = TransitionSupport.kernel("ripple-transition.glsl", "rippleTransition", [
        KernelParameter("extent", .vec4), KernelParameter("center", .vec2), KernelParameter("width", .float),
        KernelParameter("scale", .float),
    ])

    public func apply(from: Image, to: Image) -> Image {
        let region = TransitionSupport.region(from, to, explicit: extent)
        return TransitionSupport.apply(Self.kernel, from: from, to: to, progress: progress, values: [
            TransitionSupport.vec4(region), (SpatialFilterSupport.point(center, fallback: Point(x: 150, y: 150))).uniformValue,
            .float(clampParameter(width, 1...1000, nan: 100)), .float(clampParameter(scale, -50...50, nan: 50)),
        ], readsAnywhere: true)
    }
}
