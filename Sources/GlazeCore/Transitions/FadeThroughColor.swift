/// Fades to a colour, optionally holds it, then fades to the target: the game programmer's
/// "fade to black" (or white, for a flash).
public struct FadeThroughColor: Transition, DeclaredFilter {
    public var progress: Float
    public var targetImage: Image?
    /// The colour passed through (linear RGBA, not premultiplied).
    public var color: SIMD4<Float>
    /// Fraction of the transition spent fully on the colour, 0...0.9.
    public var hold: Float

    /// The parameters, each declared once.
    @usableFromInline enum P {
        @usableFromInline static let color = FilterParameter<SIMD4<Float>>.color(
            "color", [0, 0, 0, 1], doc: "The colour passed through (black: fade to black).")
        @usableFromInline static let hold = FilterParameter<Float>.number(
            "hold", 0, min: 0, max: 0.9, doc: "Fraction of the transition spent fully on the colour.")
    }

    /// A fade through a colour, black by default (arguments and clamping: see ``Transition``).
    public init(progress: Float = 0, targetImage: Image? = nil, color: SIMD4<Float> = P.color.defaultValue,
                hold: Float = P.hold.defaultValue) {
        self.progress = TransitionSupport.progress.clamped(progress)
        self.targetImage = targetImage
        self.color = color
        self.hold = hold
    }

    static let bindings: [BoundParameter<Self>] = [P.color.bound(to: \.color), P.hold.bound(to: \.hold)]

    public init(parameters: FilterParameters) throws { self.init(); try readTransition(parameters) }

    /// Registry name `fadeThroughColor`, alias `fadeToBlack`.
    public static let descriptor = TransitionSupport.descriptor(
        "fadeThroughColor", aliases: ["fadeToBlack"], "Fade Through Color", declared,
        doc: "Fades to a colour, holds it, then fades to the target.")

    static let kernel = TransitionSupport.kernel("fadeThroughColorTransition", declared.map(\.kernelParameter))

    public func apply(from: Image, to: Image) -> Image {
        TransitionSupport.apply(Self.kernel, from: from, to: to, progress: progress,
                                values: uniforms, readsAnywhere: false)
    }
}
