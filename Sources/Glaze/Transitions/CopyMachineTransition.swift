/// A bar of light sweeps across the image like a copy machine's, leaving the target behind
/// (Core Image's `CICopyMachineTransition`).
public struct CopyMachineTransition: Transition {
    public var progress: Float
    public var targetImage: Image?
    /// Region the bar crosses; nil: the region both images cover (see ``Transition``).
    public var extent: Rect?
    /// Colour of the light (linear RGBA, not premultiplied).
    public var color: SIMD4<Float>
    /// Direction of travel, radians (0: left to right).
    public var angle: Float
    /// Width of the bar in pixels, 0.1...500.
    public var width: Float
    /// Brightness of the light, 0...3 (above 1 widens its saturated core).
    public var opacity: Float

    /// A copy-machine sweep.
    ///
    /// Apart from `progress`, numbers are clamped into their ranges when the transition is applied
    /// (NaN gives the default).
    /// - Parameters:
    ///   - progress: how far the transition has gone, clamped to 0...1 (NaN gives 0): 0 shows the input,
    ///     1 the target.
    ///   - targetImage: the image transitioned to by `apply(to:)`; nil: transparent (a fade out).
    ///   - extent: region the bar crosses, in working-space pixels; nil: the region both images cover
    ///   (see ``Transition``).
    ///   - color: colour of the light (linear RGBA, not premultiplied; RGB 0...1e4, alpha 0...1).
    ///   - angle: direction of travel, in radians (0: left to right).
    ///   - width: width of the light bar, 0.1...500 px.
    ///   - opacity: brightness of the light, 0...3 (above 1 widens its saturated core).
    public init(progress: Float = 0, targetImage: Image? = nil, extent: Rect? = nil,
                color: SIMD4<Float> = [0.6, 1, 0.8, 1], angle: Float = 0, width: Float = 200, opacity: Float = 1.3) {
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
        name: "copyMachineTransition", aliases: ["CICopyMachineTransition", "copyMachine"],
        displayName: "Copy Machine", category: .transition,
        parameters: [
            TransitionSupport.progressParameter, TransitionSupport.targetParameter, TransitionSupport.extentParameter,
            .color("color", [0.6, 1, 0.8, 1], doc: "Colour of the scanning light."),
            TransitionSupport.angleParameter(0, doc: "Direction the bar travels (0: left to right)."),
            .number("width", 200, min: 0.1, max: 500, type: .distance, unit: "px", doc: "Width of the light bar."),
            .number("opacity", 1.3, min: 0, max: 3, doc: "Brightness of the light; above 1 widens its saturated core."),
        ],
        doc: "Sweeps a bar of light across the image, leaving the target behind it.")

    static let kernel = TransitionSupport.kernel("copy-machine-transition.glsl", "copyMachineTransition", [
        KernelParameter("extent", .vec4), KernelParameter("color", .vec4), KernelParameter("angle", .float),
        KernelParameter("width", .float), KernelParameter("opacity", .float),
    ])

    public func apply(from: Image, to: Image) -> Image {
        let region = TransitionSupport.region(from, to, explicit: extent)
        return TransitionSupport.apply(Self.kernel, from: from, to: to, progress: progress, values: [
            TransitionSupport.vec4(region), SpatialFilterSupport.color(color).uniformValue,
            .float(clampParameter(angle, -1e4...1e4, nan: 0)),
            .float(clampParameter(width, 0.1...500, nan: 200)),
            .float(clampParameter(opacity, 0...3, nan: 1.3)),
        ], readsAnywhere: false)
    }
}
