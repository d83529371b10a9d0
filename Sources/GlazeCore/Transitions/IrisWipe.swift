/// A circle around a point (e.g. the player's ship) opens onto the target, or, closing, shrinks
/// the outgoing image down to that point: the classic iris in / iris out.
public struct IrisWipe: Transition, DeclaredFilter {
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

    /// The parameters, each declared once.
    @usableFromInline enum P {
        @usableFromInline static let center = TransitionSupport.center("Centre of the circle, e.g. the player's position.")
        @usableFromInline static let softness = FilterParameter<Float>.number(
            "softness", 8, min: 0, max: 1000, slider: 0...100, type: .distance, unit: "px",
            doc: "Width of the circle's soft edge.")
        @usableFromInline static let closing = FilterParameter<Bool>.flag(
            "closing", false,
            doc: "Off: the target opens inside a growing circle; on: the input shrinks into the centre (iris out).")
    }

    /// An iris wipe (arguments and clamping: see ``Transition``).
    public init(progress: Float = 0, targetImage: Image? = nil, center: Point = P.center.defaultValue,
                softness: Float = P.softness.defaultValue, closing: Bool = false, extent: Rect? = nil) {
        self.progress = TransitionSupport.progress.clamped(progress)
        self.targetImage = targetImage
        self.center = center
        self.softness = softness
        self.closing = closing
        self.extent = extent
    }

    static let bindings: [BoundParameter<Self>] = [
        P.center.bound(to: \.center), P.softness.bound(to: \.softness), P.closing.bound(to: \.closing),
    ]

    public init(parameters p: FilterParameters) throws { try self.init(extent: p.transitionExtent()); try readTransition(p) }

    /// Registry name `irisWipe`, alias `iris`.
    public static let descriptor = TransitionSupport.descriptor(
        "irisWipe", aliases: ["iris"], "Iris Wipe", declared, extentAt: 3,
        doc: "Opens a circle onto the target around a point, or closes the input down to it.")

    static let kernel = TransitionSupport.regionKernel("irisWipeTransition", declared.map(\.kernelParameter))

    public func apply(from: Image, to: Image) -> Image {
        TransitionSupport.apply(Self.kernel, from: from, to: to, progress: progress, region: extent, values: uniforms,
                                readsAnywhere: false, links: Self.links)
    }
}
