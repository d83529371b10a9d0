/// The Core Image guide's pixellate transition: a dissolve that is pixellated ever more coarsely
/// up to mid-transition, then ever more finely.
///
/// The dissolve runs with time `clamp(2(t − 0.25), 0, 1)` and its result is pixellated like
/// `CIPixellate` (each cell shows its centre) with cells `scale·(1 − 2|t − 0.5|)` px around
/// `center`: a triangle peaking at `scale` (90 in the guide) at mid-transition. Border cells read
/// their centre clamped into the images' extent, so they stay opaque. One kernel, so it fuses
/// with what follows.
public struct PixellateTransition: Transition, DeclaredFilter {
    public var progress: Float
    public var targetImage: Image?
    /// Origin of the pixel grid, working-space pixels (CIPixellate's center).
    public var center: Point
    /// Cell size at mid-transition in pixels, 0...1000.
    public var scale: Float

    /// The parameters, each declared once.
    @usableFromInline enum P {
        @usableFromInline static let center = TransitionSupport.center("Origin of the pixel grid.")
        @usableFromInline static let scale = FilterParameter<Float>.number(
            "scale", 90, min: 0, max: 1000, slider: 0...200, type: .distance, unit: "px",
            doc: "Size of the cells at mid-transition (the Core Image guide uses 90).")
    }

    /// A pixellate transition (arguments and clamping: see ``Transition``).
    public init(progress: Float = 0, targetImage: Image? = nil, center: Point = P.center.defaultValue,
                scale: Float = P.scale.defaultValue) {
        self.progress = TransitionSupport.progress.clamped(progress)
        self.targetImage = targetImage
        self.center = center
        self.scale = scale
    }

    static let bindings: [BoundParameter<Self>] = [P.center.bound(to: \.center), P.scale.bound(to: \.scale)]

    public init(parameters: FilterParameters) throws { self.init(); try readTransition(parameters) }

    /// Registry name `pixellateTransition`, alias `pixelateTransition`.
    public static let descriptor = TransitionSupport.descriptor(
        "pixellateTransition", aliases: ["pixelateTransition"], "Pixellate Transition", declared,
        doc: "Dissolves while pixellating ever more coarsely up to mid-transition, then ever more finely (the Core Image guide's recipe).")

    static let kernel = TransitionSupport.regionKernel("pixellateTransition", declared.map(\.kernelParameter))

    public func apply(from: Image, to: Image) -> Image {
        TransitionSupport.apply(Self.kernel, from: from, to: to, progress: progress, region: nil, values: uniforms,
                                readsAnywhere: true)
    }
}
