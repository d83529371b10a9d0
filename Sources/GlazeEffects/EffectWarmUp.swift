import Dispatch
import Glaze

/// Compiles a loaded effect file's programs (every effect and every transition) a bounded slice
/// at a time, so a live reload can swap in a new version whose first frame compiles nothing,
/// without stalling any one frame. What ``EffectLibrary/update(preparingWith:scene:now:)`` and
/// the C API's `glaze_effect_library_update_preparing` run once per frame until ``isDone``, and
/// ``EffectLibrary/prepare(in:scene:)`` runs to the end at load.
public struct EffectWarmUp: Sendable {
    /// How much one ``step(in:scene:budget:onFailure:)`` may do. Both limits are checked after
    /// each effect (an effect's programs compile together), and every step prepares at least one
    /// effect, so a step can overrun by one effect.
    public struct Budget: Sendable, Hashable {
        /// Seconds of preparation per step, > 0. Default 0.004.
        public var seconds: Double
        /// Programs compiled per step (the context's `programsCompiled` counter); 0: no limit.
        /// Default 0.
        public var programs: Int

        /// A budget; see the properties for the defaults.
        public init(seconds: Double = 0.004, programs: Int = 0) {
            self.seconds = seconds
            self.programs = programs
        }
    }

    /// The effects not yet prepared, in file order.
    public private(set) var remaining: [Effect]
    /// The transitions not yet prepared, in file order (after the effects).
    public private(set) var remainingTransitions: [EffectTransition]

    /// A warm-up of every effect and every transition of `file`.
    public init(_ file: EffectFile) {
        remaining = file.effects
        remainingTransitions = file.transitions
    }

    /// A warm-up of `effects` and `transitions` (both empty: nothing to prepare, already done).
    public init(effects: [Effect], transitions: [EffectTransition] = []) {
        remaining = effects
        remainingTransitions = transitions
    }

    /// Whether every effect and transition was prepared.
    public var isDone: Bool { remaining.isEmpty && remainingTransitions.isEmpty }

    /// Prepares effects over `scene` (its extent, or 256×256 when infinite) at time 0 with the
    /// variables' defaults until `budget` is spent: each is checked against the context's
    /// ``RenderBudget`` (planning only), then its programs are compiled, then every program its
    /// animated parameters (expressions, keyframes, variables) can reach
    /// (``RenderContext/prepare(_:region:size:compilingAtMost:)``: a sweep the program budget may
    /// split over several steps; constant parameters are not swept). Then the transitions,
    /// half-way through, from `scene` to another image of the same kind (the structure a game's
    /// two scene textures give): the programs depend on that structure, never on progress.
    /// - Parameter onFailure: called with an effect whose programs could not be prepared (other
    ///   than over budget); the warm-up goes on (at render time such an effect passes its input).
    /// - Parameter onTransitionFailure: the same for a transition (over budget included).
    /// - Returns: the programs this step compiled.
    /// - Throws: ``EffectDiagnostic`` `.budgetExceeded` naming the effect and step when an effect
    ///   is over the render budget: the version must not be installed.
    @discardableResult
    public mutating func step(in context: RenderContext, scene: Image, budget: Budget = Budget(),
                              onFailure: (Effect, any Error) -> Void = { _, _ in },
                              onTransitionFailure: (EffectTransition, any Error) -> Void = { _, _ in }) throws(EffectDiagnostic) -> Int {
        let start = DispatchTime.now().uptimeNanoseconds
        let compiledBefore = context.counters.programsCompiled
        let region = scene.extent.isInfinite ? Rect(0, 0, 256, 256) : scene.extent
        func compiled() -> Int { context.counters.programsCompiled - compiledBefore }
        repeat {
            if let effect = remaining.first {
                try effect.checkBudget(in: context, scene: scene, region: region, size: region.size)
                var done = true
                do {
                    // The effect's own programs, then the sweep of its animated parameters (an
                    // expression, keyframes or a variable: the only values that change at run
                    // time) up to the programs left in this step's budget.
                    let left = budget.programs > 0 ? max(0, budget.programs - compiled()) : nil
                    done = try context.prepare(effect.makeImage(scene: scene), region: region, size: region.size,
                                               compilingAtMost: left)
                } catch {
                    onFailure(effect, error)
                }
                if done { remaining.removeFirst() }
            } else if let transition = remainingTransitions.first {
                remainingTransitions.removeFirst()
                do {
                    let image = transition.makeImage(from: scene, to: scene.distinctCopy, elapsed: transition.duration / 2)
                    try context.prepare(image, region: region, size: region.size, compilingAtMost: 0)
                } catch {
                    onTransitionFailure(transition, error)
                }
            } else {
                break
            }
            if budget.programs > 0, compiled() >= budget.programs { break }
        } while Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9 < budget.seconds
        return compiled()
    }
}
