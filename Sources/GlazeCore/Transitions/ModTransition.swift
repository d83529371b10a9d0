/// The target shows through irregular holes that open across the image (Core Image's
/// `CIModTransition`).
public struct ModTransition: Transition, DeclaredFilter {
    public var progress: Float
    public var targetImage: Image?
    /// Centre of the hole pattern, working-space pixels.
    public var center: Point
    /// Rotation of the hole pattern, radians.
    public var angle: Float
    /// Size of the pattern's cells in pixels, 1...200.
    public var radius: Float
    /// Stretching of cells away from the centre, pixels, 1...800 (smaller stretches more).
    public var compression: Float

    /// The parameters, each declared once.
    @usableFromInline enum P {
        @usableFromInline static let center = TransitionSupport.center("Centre of the hole pattern.")
        @usableFromInline static let angle = TransitionSupport.angle(2, doc: "Rotation of the hole pattern.")
        @usableFromInline static let radius = FilterParameter<Float>.number(
            "radius", 150, min: 1, max: 200, type: .distance, unit: "px", doc: "Size of the pattern's cells.")
        @usableFromInline static let compression = FilterParameter<Float>.number(
            "compression", 300, min: 1, max: 800, type: .distance, unit: "px",
            doc: "Stretching of the holes away from the centre (smaller stretches more).")
    }

    /// A mod transition (arguments and clamping: see ``Transition``).
    public init(progress: Float = 0, targetImage: Image? = nil, center: Point = P.center.defaultValue,
                angle: Float = P.angle.defaultValue, radius: Float = P.radius.defaultValue,
                compression: Float = P.compression.defaultValue) {
        self.progress = TransitionSupport.progress.clamped(progress)
        self.targetImage = targetImage
        self.center = center
        self.angle = angle
        self.radius = radius
        self.compression = compression
    }

    static let bindings: [BoundParameter<Self>] = [
        P.center.bound(to: \.center), TransitionSupport.angle(P.angle, boundTo: \.angle), P.radius.bound(to: \.radius),
        P.compression.bound(to: \.compression),
    ]

    public init(parameters: FilterParameters) throws { self.init(); try readTransition(parameters) }

    /// Registry name `modTransition`, aliases `CIModTransition`, `mod`.
    public static let descriptor = TransitionSupport.descriptor(
        "modTransition", aliases: ["CIModTransition", "mod"], "Mod", declared,
        doc: "Reveals the target through irregular holes that open across the image.")

    static let kernel = TransitionSupport.kernel("modTransition", declared.map(\.kernelParameter))

    public func apply(from: Image, to: Image) -> Image {
        TransitionSupport.apply(Self.kernel, from: from, to: to, progress: progress, values: uniforms, readsAnywhere: false)
    }
}
