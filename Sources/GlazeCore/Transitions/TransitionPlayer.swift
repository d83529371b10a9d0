/// Plays a transition over time: drives its `progress` from elapsed time through an ``Easing``
/// and reports completion once.
///
/// The player holds no images; each frame it builds the recipe from the two images it is given,
/// so it works equally between:
/// - **two live scenes**: render both scenes into textures every frame (both keep animating) and
///   pass their current images to ``image(from:to:)``;
/// - **a frozen snapshot** of the outgoing scene: render it once with
///   ``snapshot(_:in:from:format:)`` (`context.makeTexture`), keep the returned
///   ``RenderedTexture`` alive for the whole transition, and pass its `.image` as `from` every
///   frame.
///
/// ```swift
/// var player = TransitionPlayer(PixellateTransition(), duration: 0.8, easing: .sinusoidal)
/// // each frame:
/// if player.advance(by: dt) == .completed { scene = next }
/// try context.draw(player.image(from: oldScene, to: newScene).applying(Vignette(intensity: 0.5)),
///                  in: viewport, from: viewport)
/// ```
public struct TransitionPlayer {
    /// What ``advance(by:)`` reports.
    public enum Event: Hashable, Sendable {
        /// The transition reached its end (reported once).
        case completed
    }

    /// The transition played; its `progress` is set by the player.
    public var transition: any Transition
    /// Length of the transition in seconds (> 0; smaller values count as one microsecond).
    public var duration: Double
    /// The curve that maps elapsed time (as a fraction of `duration`) to the transition's progress.
    public var easing: Easing
    /// Seconds played so far, 0...duration.
    public private(set) var elapsed: Double = 0
    /// Called once, from ``advance(by:)``, when the transition completes.
    public var onCompletion: (() -> Void)?
    private var completionReported = false

    /// A player at the start of `transition` (elapsed time 0).
    /// - Parameters:
    ///   - transition: the transition to play; the player sets its `progress`.
    ///   - duration: length in seconds (> 0; smaller values count as one microsecond).
    ///   - easing: maps elapsed time to progress (default: ``Easing/sinusoidal``).
    ///   - onCompletion: called once, from ``advance(by:)``, when the transition completes.
    public init(_ transition: any Transition, duration: Double, easing: Easing = .sinusoidal,
                onCompletion: (() -> Void)? = nil) {
        self.transition = transition
        self.duration = duration
        self.easing = easing
        self.onCompletion = onCompletion
    }

    private var safeDuration: Double { duration.isFinite && duration > 1e-6 ? duration : 1e-6 }

    /// Elapsed time as a fraction of the duration, 0...1 (before easing).
    public var fraction: Double {
        // Within a nanosecond of the end counts as the end (sums of frame steps round).
        elapsed >= safeDuration - 1e-9 ? 1 : min(1, elapsed / safeDuration)
    }

    /// The eased progress, 0...1.
    public var progress: Float { Float(easing(fraction)) }

    /// Whether the transition has reached its end.
    public var isComplete: Bool { fraction >= 1 }

    /// Moves time forward by `seconds` (a frame's fixed step; negative, NaN and infinite steps are
    /// ignored, except +∞ which jumps to the end). Returns `.completed` on the call that reaches
    /// the end, and only then; calls ``onCompletion`` at the same moment.
    @discardableResult
    public mutating func advance(by seconds: Double) -> Event? {
        if seconds == .infinity {
            elapsed = safeDuration
        } else if seconds.isFinite, seconds > 0 {
            elapsed = min(safeDuration, elapsed + seconds)
        }
        guard isComplete, !completionReported else { return nil }
        completionReported = true
        onCompletion?()
        return .completed
    }

    /// Starts again from the beginning (completion will be reported again).
    public mutating func reset() {
        elapsed = 0
        completionReported = false
    }

    /// The transition at the current progress, as a value.
    public var currentTransition: any Transition {
        var t = transition
        t.progress = progress
        return t
    }

    /// The frame's recipe: the transition from `from` to `to` at the current progress. Fuses with
    /// the colour effects applied after it.
    public func image(from: Image, to: Image) -> Image {
        currentTransition.apply(from: from, to: to)
    }
}
