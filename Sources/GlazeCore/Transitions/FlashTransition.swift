/// A flash bursts from a point with radial striations, fills the frame, then fades into the
/// target (Core Image's `CIFlashTransition`).
public struct FlashTransition: Transition, DeclaredFilter {
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

    /// The parameters, each declared once.
    @usableFromInline enum P {
        @usableFromInline static let center = TransitionSupport.center("Where the flash starts.")
        @usableFromInline static let color = FilterParameter<SIMD4<Float>>.color(
            "color", [1, 0.8, 0.6, 1], doc: "Colour of the flash.")
        @usableFromInline static let maxStriationRadius = FilterParameter<Float>.number(
            "maxStriationRadius", 2.58, min: 0, max: 10,
            doc: "How far the striations reach, as a multiple of the flash's core radius.")
        @usableFromInline static let striationStrength = FilterParameter<Float>.number(
            "striationStrength", 0.5, min: 0, max: 3, doc: "Strength of the striations.")
        @usableFromInline static let striationContrast = FilterParameter<Float>.number(
            "striationContrast", 1.375, min: 0, max: 5, doc: "Contrast of the striations.")
        @usableFromInline static let fadeThreshold = FilterParameter<Float>.number(
            "fadeThreshold", 0.85, min: 0, max: 1,
            doc: "When the flash fills the frame and starts fading to the target (higher: more flash, less fade).")
    }

    /// A flash (arguments and clamping: see ``Transition``).
    public init(progress: Float = 0, targetImage: Image? = nil, center: Point = P.center.defaultValue,
                extent: Rect? = nil, color: SIMD4<Float> = P.color.defaultValue,
                maxStriationRadius: Float = P.maxStriationRadius.defaultValue,
                striationStrength: Float = P.striationStrength.defaultValue,
                striationContrast: Float = P.striationContrast.defaultValue,
                fadeThreshold: Float = P.fadeThreshold.defaultValue) {
        self.progress = TransitionSupport.progress.clamped(progress)
        self.targetImage = targetImage
        self.center = center
        self.extent = extent
        self.color = color
        self.maxStriationRadius = maxStriationRadius
        self.striationStrength = striationStrength
        self.striationContrast = striationContrast
        self.fadeThreshold = fadeThreshold
    }

    static let bindings: [BoundParameter<Self>] = [
        P.center.bound(to: \.center), P.color.bound(to: \.color), P.maxStriationRadius.bound(to: \.maxStriationRadius),
        P.striationStrength.bound(to: \.striationStrength), P.striationContrast.bound(to: \.striationContrast),
        P.fadeThreshold.bound(to: \.fadeThreshold),
    ]

    public init(parameters p: FilterParameters) throws { try self.init(extent: p.transitionExtent()); try readTransition(p) }

    /// Registry name `flashTransition`, aliases `CIFlashTransition`, `flash`.
    public static let descriptor = TransitionSupport.descriptor(
        "flashTransition", aliases: ["CIFlashTransition", "flash"], "Flash", declared, extentAt: 1,
        doc: "Bursts a flash from a point, fills the frame with it, then fades into the target.")

    static let kernel = TransitionSupport.regionKernel("flashTransition", declared.map(\.kernelParameter))

    public func apply(from: Image, to: Image) -> Image {
        TransitionSupport.apply(Self.kernel, from: from, to: to, progress: progress, region: extent, values: uniforms,
                                readsAnywhere: false)
    }
}
