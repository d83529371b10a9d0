/// A straight wipe in any direction with a soft edge.
public struct DirectionalWipe: Transition, DeclaredFilter {
    public var progress: Float
    public var targetImage: Image?
    /// Direction the edge travels, radians (0: left to right, π/2: bottom to top).
    public var angle: Float
    /// Width of the soft edge in pixels, 0...2000.
    public var softness: Float
    /// Region the wipe crosses; nil: the region both images cover (see ``Transition``).
    public var extent: Rect?

    /// The parameters, each declared once.
    @usableFromInline enum P {
        @usableFromInline static let angle = TransitionSupport.angle(
            0, doc: "Direction the edge travels (0: left to right, π/2: bottom to top).")
        @usableFromInline static let softness = FilterParameter<Float>.number(
            "softness", 32, min: 0, max: 2000, slider: 0...200, type: .distance, unit: "px", doc: "Width of the soft edge.")
    }

    /// A directional wipe (arguments and clamping: see ``Transition``).
    public init(progress: Float = 0, targetImage: Image? = nil, angle: Float = P.angle.defaultValue,
                softness: Float = P.softness.defaultValue, extent: Rect? = nil) {
        self.progress = TransitionSupport.progress.clamped(progress)
        self.targetImage = targetImage
        self.angle = angle
        self.softness = softness
        self.extent = extent
    }

    static let bindings: [BoundParameter<Self>] = [
        TransitionSupport.angle(P.angle, boundTo: \.angle), P.softness.bound(to: \.softness),
    ]

    public init(parameters p: FilterParameters) throws { try self.init(extent: p.transitionExtent()); try readTransition(p) }

    /// Registry name `directionalWipe`.
    public static let descriptor = TransitionSupport.descriptor(
        "directionalWipe", "Directional Wipe", declared, extentAt: 2,
        doc: "Wipes the target in with a straight soft edge travelling in any direction.")

    static let kernel = TransitionSupport.regionKernel("directionalWipeTransition", declared.map(\.kernelParameter))

    public func apply(from: Image, to: Image) -> Image {
        TransitionSupport.apply(Self.kernel, from: from, to: to, progress: progress, region: extent, values: uniforms,
                                readsAnywhere: false)
    }
}
