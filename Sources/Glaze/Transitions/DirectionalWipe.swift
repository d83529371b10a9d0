/// A straight wipe in any direction with a soft edge.
public struct DirectionalWipe: Transition {
    public var progress: Float
    public var targetImage: Image?
    /// Direction the edge travels, radians (0: left to right, π/2: bottom to top).
    public var angle: Float
    /// Width of the soft edge in pixels, 0...2000.
    public var softness: Float
    /// Region the wipe crosses; nil: the region both images cover (see ``Transition``).
    public var extent: Rect?

    /// A directional wipe.
    ///
    /// Apart from `progress`, numbers are clamped into their ranges when the transition is applied
    /// (NaN gives the default).
    /// - Parameters:
    ///   - progress: how far the transition has gone, clamped to 0...1 (NaN gives 0): 0 shows the input,
    ///     1 the target.
    ///   - targetImage: the image transitioned to by `apply(to:)`; nil: transparent (a fade out).
    ///   - angle: direction the edge travels, in radians (0: left to right, π/2: bottom to top).
    ///   - softness: width of the soft edge, 0...2000 px.
    ///   - extent: region the wipe crosses, in working-space pixels; nil: the region both images cover
    ///   (see ``Transition``).
    public init(progress: Float = 0, targetImage: Image? = nil, angle: Float = 0, softness: Float = 32,
                extent: Rect? = nil) {
        self.progress = TransitionSupport.progress(progress)
        self.targetImage = targetImage
        self.angle = angle
        self.softness = softness
        self.extent = extent
    }

    public init(parameters: FilterParameters) throws {
        try self.init(progress: parameters.float("progress"), targetImage: parameters.image("targetImage"),
                  angle: parameters.float("angle"), softness: parameters.float("softness"),
                  extent: TransitionSupport.rect(parameters.vector("extent")))
    }

    public static let descriptor = FilterDescriptor(
        name: "directionalWipe", displayName: "Directional Wipe", category: .transition,
        parameters: [
            TransitionSupport.progressParameter, TransitionSupport.targetParameter,
            TransitionSupport.angleParameter(0, doc: "Direction the edge travels (0: left to right, π/2: bottom to top)."),
            .number("softness", 32, min: 0, max: 2000, slider: 0...200, type: .distance, unit: "px",
                    doc: "Width of the soft edge."),
            TransitionSupport.extentParameter,
        ],
        doc: "Wipes the target in with a straight soft edge travelling in any direction.")

    static let kernel = TransitionSupport.kernel("directional-wipe-transition.glsl", "directionalWipeTransition", [
        KernelParameter("extent", .vec4), KernelParameter("angle", .float), KernelParameter("softness", .float),
    ])

    public func apply(from: Image, to: Image) -> Image {
        let region = TransitionSupport.region(from, to, explicit: extent)
        return TransitionSupport.apply(Self.kernel, from: from, to: to, progress: progress, values: [
            TransitionSupport.vec4(region), .float(clampParameter(angle, -1e4...1e4, nan: 0)),
            .float(clampParameter(softness, 0...2000, nan: 32)),
        ], readsAnywhere: false)
    }
}
