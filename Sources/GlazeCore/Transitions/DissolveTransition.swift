/// A cross-fade from one image to another (Core Image's `CIDissolveTransition`).
public struct DissolveTransition: Transition {
    public var progress: Float
    public var targetImage: Image?

    /// A dissolve; `progress` is clamped to 0...1 (NaN gives 0): 0 shows the input, 1 the target.
    public init(progress: Float = 0, targetImage: Image? = nil) {
        self.progress = TransitionSupport.progress.clamped(progress)
        self.targetImage = targetImage
    }

    public init(parameters p: FilterParameters) throws {
        try self.init(progress: p[TransitionSupport.progress], targetImage: p.image("targetImage"))
    }

    /// Registry name `dissolveTransition`, aliases `CIDissolveTransition`, `dissolve`.
    public static let descriptor = TransitionSupport.descriptor(
        "dissolveTransition", aliases: ["CIDissolveTransition", "dissolve"], "Dissolve", [],
        doc: "Cross-fades from the input to the target image.")

    static let kernel = TransitionSupport.kernel("dissolveTransition", []).reading(taps: [1, 1])

    public func apply(from: Image, to: Image) -> Image {
        TransitionSupport.apply(Self.kernel, from: from, to: to, progress: progress, values: [], readsAnywhere: false)
    }
}
