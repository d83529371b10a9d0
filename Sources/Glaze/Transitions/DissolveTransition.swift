/// A cross-fade from one image to another (Core Image's `CIDissolveTransition`).
public struct DissolveTransition: Transition {
    public var progress: Float
    public var targetImage: Image?

    /// A dissolve.
    /// - Parameters:
    ///   - progress: how far the transition has gone, clamped to 0...1 (NaN gives 0): 0 shows the input,
    ///     1 the target.
    ///   - targetImage: the image transitioned to by `apply(to:)`; nil: transparent (a fade out).
    public init(progress: Float = 0, targetImage: Image? = nil) {
        self.progress = TransitionSupport.progress(progress)
        self.targetImage = targetImage
    }

    public init(parameters: FilterParameters) throws {
        try self.init(progress: parameters.float("progress"), targetImage: parameters.image("targetImage"))
    }

    public static let descriptor = FilterDescriptor(
        name: "dissolveTransition", aliases: ["CIDissolveTransition", "dissolve"], displayName: "Dissolve",
        category: .transition,
        parameters: [TransitionSupport.progressParameter, TransitionSupport.targetParameter],
        doc: "Cross-fades from the input to the target image.")

    static let kernel = TransitionSupport.kernel("dissolve-transition.glsl", "dissolveTransition", [])

    public func apply(from: Image, to: Image) -> Image {
        TransitionSupport.apply(Self.kernel, from: from, to: to, progress: progress, values: [], readsAnywhere: false)
    }
}
