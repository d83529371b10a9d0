import Glaze

/// The frame history of effects that read `history` (their own previous output: trails,
/// afterimages, feedback), one ``ImageAccumulator`` per effect name.
///
/// Keep one for the game's lifetime: its state is keyed by effect name, not by file, so it
/// persists across frames and across live reloads (the reloaded file's effect of the same name
/// reads what the old one rendered). An effect's history starts transparent, and starts again
/// when the scene's extent changes (a resize) or on ``reset(_:)`` (a camera cut).
///
/// ```swift
/// let history = EffectHistory()
/// // each frame:
/// let frame = try history.render(library.effect(named: "trails")!, scene: scene, time: t,
///                                variables: ["dt": dt], in: context)
/// try context.draw(frame, in: viewport, from: frame.extent)
/// ```
///
/// Bound to the thread of the ``RenderContext`` it renders with (as ``ImageAccumulator``).
public final class EffectHistory {
    /// The format of each effect's history textures (`rgba16Float` keeps values above 1 and
    /// fine decays).
    public let format: TextureFormat
    private var accumulators: [String: ImageAccumulator] = [:]

    /// An empty history whose textures will have `format`.
    public init(format: TextureFormat = .rgba16Float) {
        self.format = format
    }

    /// The names of the effects that have a history.
    public var effectNames: [String] { accumulators.keys.sorted() }

    /// Renders `effect` over `scene` with `history` reading its output of the previous call, and
    /// keeps this frame's output for the next call.
    /// - Returns: this frame's output (the history's texture): draw it before the next call.
    /// - Throws: ``RenderError`` when the render fails (the previous history is kept).
    public func render(_ effect: Effect, scene: Image, time: Double = 0, variables: [String: Double] = [:],
                       in context: RenderContext) throws -> Image {
        let extent = scene.extent.integral
        let accumulator: ImageAccumulator
        if let existing = accumulators[effect.name] {
            accumulator = existing
            if accumulator.extent != extent { accumulator.extent = extent }  // a resize forgets
        } else {
            accumulator = ImageAccumulator(extent: extent, format: format)
            accumulators[effect.name] = accumulator
        }
        let recipe = effect.makeImage(scene: scene, time: time, variables: variables, history: accumulator.image)
        try accumulator.setImage(recipe, in: context)
        return accumulator.image
    }

    /// Compiles the programs `effect` needs over `scene` ahead of time (at load), so its first
    /// frames compile nothing: renders two frames (the first reads a transparent history, the
    /// second the history's texture, two structures) and then forgets them, so the next
    /// ``render(_:scene:time:variables:in:)`` starts from a transparent history. No parameter
    /// sweep (as the effect library's warm-up). ``EffectLibrary``'s own warm-up prepares such an
    /// effect with a transparent history only.
    /// - Throws: ``RenderError`` when a render fails.
    public func prepare(_ effect: Effect, scene: Image, time: Double = 0, variables: [String: Double] = [:],
                        in context: RenderContext) throws {
        for _ in 0..<2 { _ = try render(effect, scene: scene, time: time, variables: variables, in: context) }
        reset(effect.name)
    }

    /// Forgets the history of effect `name` (a camera cut), or of every effect when nil.
    public func reset(_ name: String? = nil) {
        if let name {
            accumulators[name]?.reset()
        } else {
            for accumulator in accumulators.values { accumulator.reset() }
        }
    }
}
