/// Fades to a colour, optionally holds it, then fades to the target: the game programmer's
/// "fade to black" (or white, for a flash).
public struct FadeThroughColor: Transition {
    public var progress: Float
    public var targetImage: Image?
    /// The colour passed through (linear RGBA, not premultiplied).
    public var color: SIMD4<Float>
    /// Fraction of the transition spent fully on the colour, 0...0.9.
    public var hold: Float

    /// A fade through a colour.
    ///
    /// Apart from `progress`, numbers are clamped into their ranges when the transition is applied
    /// (NaN gives the default).
    /// - Parameters:
    ///   - progress: how far the transition has gone, clamped to 0...1 (NaN gives 0): 0 shows the input,
    ///     1 the target.
    ///   - targetImage: the image transitioned to by `apply(to:)`; nil: transparent (a fade out).
    ///   - color: the colour passed through (linear RGBA, not premultiplied; RGB 0...1e4, alpha 0...1);
    ///     black by default.
    ///   - hold: fraction of the transition spent fully on the colour, 0...0.9.
    public init(progress: Float = 0, targetImage: Image? = nil, color: SIMD4<Float> = [0, 0, 0, 1], hold: Float = 0) {
        self.progress = TransitionSupport.progress(progress)
        self.targetImage = targetImage
        self.color = color
        self.hold = hold
    }

    public init(parameters: FilterParameters) throws {
        try self.init(progress: parameters.float("progress"), targetImage: parameters.image("targetImage"),
                  color: parameters.color("color"), hold: parameters.float("hold"))
    }

    public static let descriptor = FilterDescriptor(
        name: "fadeThroughColor", aliases: ["fadeToBlack"], displayName: "Fade Through Color", category: .transition,
        parameters: [
            TransitionSupport.progressParameter, TransitionSupport.targetParameter,
            .color("color", [0, 0, 0, 1], doc: "The colour passed through (black: fade to black)."),
            .number("hold", 0, min: 0, max: 0.9, doc: "Fraction of the transition spent fully on the colour."),
        ],
        doc: "Fades to a colour, holds it, then fades to the target.")

    static let kernel = TransitionSupport.kernel("fade-through-color-transition.glsl", "fadeThroughColorTransition", [
        KernelParameter("color", .vec4), KernelParameter("hold", .float),
    ])

    public func apply(from: Image, to: Image) -> Image {
        TransitionSupport.apply(Self.kernel, from: from, to: to, progress: progress, values: [
            SpatialFilterSupport.color(color).uniformValue, .float(clampParameter(hold, 0...0.9, nan: 0)),
        ], readsAnywhere: false)
    }
}
