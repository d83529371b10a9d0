/// A flash bursts from a point with radial striations, fills the frame, then fades into the
/// target (Core Image's `CIFlashTransition`).
public struct FlashTransition: Transition {
    public var progress: Float
    public var targetImage: Image?
    /// Where the flash starts, working-space pixels.
    public var center: Point
    /// Region the flash fills; nil: the region both images cover (see ``Transition``).
    public var extent: Rect?
    /// Colour of the flash (linear RGBA, not premultiplied).
    public var color: SIMD4<Float>
    /// How far the striations reach, as a multiple of the flash's core radius, 0...10.
    public var maxStriationRadius: Float
    /// Strength of the striations, 0...3.
    public var striationStrength: Float
    /// Contrast of the striations, 0...5.
    public var striationContrast: Float
    /// The time at which the flash fills the frame and starts fading, 0...1 (used within 0.05...0.95).
    public var fadeThreshold: Float

    /// A flash.
    ///
    /// Apart from `progress`, numbers are clamped into their ranges when the transition is applied
    /// (NaN gives the default).
    /// - Parameters:
    ///   - progress: how far the transition has gone, clamped to 0...1 (NaN gives 0): 0 shows the input,
    ///     1 the target.
    ///   - targetImage: the image transitioned to by `apply(to:)`; nil: transparent (a fade out).
    ///   - center: where the flash starts, in working-space pixels.
    ///   - extent: region the flash fills, in working-space pixels; nil: the region both images cover
    ///   (see ``Transition``).
    ///   - color: colour of the flash (linear RGBA, not premultiplied; RGB 0...1e4, alpha 0...1).
    ///   - maxStriationRadius: how far the striations reach, as a multiple of the flash's core radius,
    ///     0...10.
    ///   - striationStrength: strength of the striations, 0...3.
    ///   - striationContrast: contrast of the striations, 0...5.
    ///   - fadeThreshold: when the flash fills the frame and starts fading to the target, 0...1 (used
    ///     within 0.05...0.95; higher: more flash, less fade).
    public init(progress: Float = 0, targetImage: Image? = nil, center: Point = Point(x: 150, y: 150),
                extent: Rect? = nil, color: SIMD4<Float> = [1, 0.8, 0.6, 1], maxStriationRadius: Float = 2.58,
                striationStrength: Float = 0.5, striationContrast: Float = 1.375, fadeThreshold: Float = 0.85) {
        self.progress = TransitionSupport.progress(progress)
        self.targetImage = targetImage
        self.center = center
        self.extent = extent
        self.color = color
        self.maxStriationRadius = maxStriationRadius
        self.striationStrength = striationStrength
        self.striationContrast = striationContrast
        self.fadeThreshold = fadeThreshold
    }

    public init(parameters: FilterParameters) throws {
        try self.init(progress: parameters.float("progress"), targetImage: parameters.image("targetImage"),
                  center: parameters.point("center"), extent: TransitionSupport.rect(parameters.vector("extent")),
                  color: parameters.color("color"), maxStriationRadius: parameters.float("maxStriationRadius"),
                  striationStrength: parameters.float("striationStrength"),
                  striationContrast: parameters.float("striationContrast"),
                  fadeThreshold: parameters.float("fadeThreshold"))
    }

    public static let descriptor = FilterDescriptor(
        name: "flashTransition", aliases: ["CIFlashTransition", "flash"], displayName: "Flash", category: .transition,
        parameters: [
            TransitionSupport.progressParameter, TransitionSupport.targetParameter,
            TransitionSupport.centerParameter("Where the flash starts."), TransitionSupport.extentParameter,
            .color("color", [1, 0.8, 0.6, 1], doc: "Colour of the flash."),
            .number("maxStriationRadius", 2.58, min: 0, max: 10,
                    doc: "How far the striations reach, as a multiple of the flash's core radius."),
            .number("striationStrength", 0.5, min: 0, max: 3, doc: "Strength of the striations."),
            .number("striationContrast", 1.375, min: 0, max: 5, doc: "Contrast of the striations."),
            .number("fadeThreshold", 0.85, min: 0, max: 1,
                    doc: "When the flash fills the frame and starts fading to the target (higher: more flash, less fade)."),
        ],
        doc: "Bursts a flash from a point, fills the frame with it, then fades into the target.")

    static let kernel = TransitionSupport.kernel("flash-transition.glsl", "flashTransition", [
        KernelParameter("extent", .vec4), KernelParameter("center", .vec2), KernelParameter("color", .vec4),
        KernelParameter("maxStriationRadius", .float), KernelParameter("striationStrength", .float),
        KernelParameter("striationContrast", .float), KernelParameter("fadeThreshold", .float),
    ])

    public func apply(from: Image, to: Image) -> Image {
        let region = TransitionSupport.region(from, to, explicit: extent)
        return TransitionSupport.apply(Self.kernel, from: from, to: to, progress: progress, values: [
            TransitionSupport.vec4(region), (SpatialFilterSupport.point(center, fallback: Point(x: 150, y: 150))).uniformValue,
            SpatialFilterSupport.color(color).uniformValue,
            .float(clampParameter(maxStriationRadius, 0...10, nan: 2.58)),
            .float(clampParameter(striationStrength, 0...3, nan: 0.5)),
            .float(clampParameter(striationContrast, 0...5, nan: 1.375)),
            .float(clampParameter(fadeThreshold, 0...1, nan: 0.85)),
        ], readsAnywhere: false)
    }
}
