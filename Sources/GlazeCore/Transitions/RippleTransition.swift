/// A circular wave expands from a point, revealing the target in its wake (Core Image's
/// `CIRippleTransition`).
///
/// Core Image lights the wave with a `shadingImage`; Glaze shades it analytically from the wave's
/// slope instead, so the transition stays one fusable kernel with two inputs.
public struct RippleTransition: Transition, DeclaredFilter {
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

    /// The parameters, each declared once.
    @usableFromInline enum P {
        @usableFromInline static let center = TransitionSupport.center("Where the wave starts.")
        @usableFromInline static let width = FilterParameter<Float>.number(
            "width", 100, min: 1, max: 1000, type: .distance, unit: "px", doc: "Width of the wave.")
        @usableFromInline static let scale = FilterParameter<Float>.number(
            "scale", 50, min: -50, max: 50, unit: "px", doc: "Displacement under the wave: positive bulges, negative dimples.")
    }

    /// A ripple (arguments and clamping: see ``Transition``).
    public init(progress: Float = 0, targetImage: Image? = nil, center: Point = P.center.defaultValue,
                extent: Rect? = nil, width: Float = P.width.defaultValue, scale: Float = P.scale.defaultValue) {
        self.progress = TransitionSupport.progress.clamped(progress)
        self.targetImage = targetImage
        self.center = center
        self.extent = extent
        self.width = width
        self.scale = scale
    }

    static let bindings: [BoundParameter<Self>] = [
        P.center.bound(to: \.center), P.width.bound(to: \.width), P.scale.bound(to: \.scale),
    ]

    public init(parameters p: FilterParameters) throws { try self.init(extent: p.transitionExtent()); try readTransition(p) }

    /// Registry name `rippleTransition`, aliases `CIRippleTransition`, `ripple`.
    public static let descriptor = TransitionSupport.descriptor(
        "rippleTransition", aliases: ["CIRippleTransition", "ripple"], "Ripple", declared, extentAt: 1,
        doc: "Expands a circular wave from a point, revealing the target in its wake (shaded analytically; no shadingImage).")

    static let kernel = TransitionSupport.regionKernel("rippleTransition", declared.map(\.kernelParameter))

    public func apply(from: Image, to: Image) -> Image {
        TransitionSupport.apply(Self.kernel, from: from, to: to, progress: progress, region: extent, values: uniforms,
                                readsAnywhere: true)
    }
}
