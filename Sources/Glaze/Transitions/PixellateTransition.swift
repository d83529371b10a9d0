/// The Core Image guide's pixellate transition: a dissolve that is pixellated ever more coarsely
/// up to mid-transition, then ever more finely.
///
/// The dissolve runs with time `clamp(2(t − 0.25), 0, 1)` and its result is pixellated like
/// `CIPixellate` (each cell shows its centre) with cells `scale·(1 − 2|t − 0.5|)` px around
/// `center`: a triangle peaking at `scale` (90 in the guide) at mid-transition. Border cells read
/// their centre clamped into the images' extent, so they stay opaque. One kernel, so it fuses
/// with what follows.
public struct PixellateTransition: Transition {
    public var progress: Float
    public var targetImage: Image?
    /// Origin of the pixel grid, working-space pixels (CIPixellate's center).
    public var center: Point
    /// Cell size at mid-transition in pixels, 0...1000.
    public var scale: Float

    /// A pixellate transition.
    ///
    /// Apart from `progress`, numbers are clamped into their ranges when the transition is applied
    /// (NaN gives the default).
    /// - Parameters:
    ///   - progress: how far the transition has gone, clamped to 0...1 (NaN gives 0): 0 shows the input,
    ///     1 the target.
    ///   - targetImage: the image transitioned to by `apply(to:)`; nil: transparent (a fade out).
    ///   - center: origin of the pixel grid, in working-space pixels.
    ///   - scale: cell size at mid-transition, 0...1000 px.
    public init(progress: Float = 0, targetImage: Image? = nil, center: Point = Point(x: 150, y: 150),
                scale: Float = 90) {
        self.progress = TransitionSupport.progress(progress)
        self.targetImage = targetImage
        self.center = center
        self.scale = scale
    }

    public init(parameters: FilterParameters) throws {
        try self.init(progress: parameters.float("progress"), targetImage: parameters.image("targetImage"),
                  center: parameters.point("center"), scale: parameters.float("scale"))
    }

    public static let descriptor = FilterDescriptor(
        name: "pixellateTransition", aliases: ["pixelateTransition"], displayName: "Pixellate Transition",
        category: .transition,
        parameters: [
            TransitionSupport.progressParameter, TransitionSupport.targetParameter,
            TransitionSupport.centerParameter("Origin of the pixel grid."),
            .number("scale", 90, min: 0, max: 1000, slider: 0...200, type: .distance, unit: "px",
                    doc: "Size of the cells at mid-transition (the Core Image guide uses 90)."),
        ],
        doc: "Dissolves while pixellating ever more coarsely up to mid-transition, then ever more finely (the Core Image guide's recipe).")

    static let kernel = TransitionSupport.kernel("pixellate-transition.glsl", "pixellateTransition", [
        KernelParameter("extent", .vec4), KernelParameter("center", .vec2), KernelParameter("scale", .float),
    ])

    public func apply(from: Image, to: Image) -> Image {
        TransitionSupport.apply(Self.kernel, from: from, to: to, progress: progress, values: [
            TransitionSupport.vec4(TransitionSupport.region(from, to)),
            (SpatialFilterSupport.point(center, fallback: Point(x: 150, y: 150))).uniformValue, .float(clampParameter(scale, 0...1000, nan: 90)),
        ], readsAnywhere: true)
    }
}
