import Glaze
/// A transition for a named moment of the game (`gameStart`, `gameOver`, …) from an effect file:
/// a registered transition filter, a duration, an easing curve and parameters.
public struct EffectTransition: Sendable {
    /// The moment's name (the key under `transitions:`).
    public let moment: String
    /// The registry name of the transition filter.
    public let filterName: String
    /// Seconds from start to end, > 0.
    public let duration: Double
    public let easing: Easing
    let step: StepPlan
    /// The descriptor's parameter that receives the eased progress (`progress`, or `time`).
    let progressParameter: String
    /// The descriptor's image parameter that receives the incoming image.
    let targetParameter: String
    let graph: EffectGraph

    /// The eased progress, 0...1, `elapsed` seconds after the start.
    public func progress(at elapsed: Double) -> Double {
        easing(duration > 0 ? elapsed / duration : 1)
    }

    /// Whether the transition has finished `elapsed` seconds after the start.
    public func isComplete(at elapsed: Double) -> Bool { elapsed >= duration }

    /// The frame `elapsed` seconds after the start, from `from` (outgoing) to `to` (incoming).
    /// Animated parameters see `time` = `elapsed`.
    public func makeImage(from: Image, to: Image, elapsed: Double, variables: [String: Double] = [:]) -> Image {
        let values = graph.variableValues(time: elapsed, variables: variables)
        var memo: [String: Image] = [:]
        return values.withUnsafeBufferPointer {
            image(from: from, to: to, time: values[0], values: $0, memo: &memo, tap: nil)
        }
    }

    /// The step with its progress (eased from `time`, the elapsed seconds) and incoming image.
    func image(from: Image, to: Image, time: Double, values: UnsafeBufferPointer<Double>,
               memo: inout [String: Image], tap: ScalarTap?) -> Image {
        var plan = step
        plan.parameters.append(.init(name: progressParameter, type: .scalar,
                                     binding: .number(.eased(easing, duration: duration))))
        plan.parameters.append(.init(name: targetParameter, type: .image, binding: .fixed(.image(to))))
        return graph.apply(plan, to: from, scale: 1, scene: from, time: time, values: values, memo: &memo, tap: tap)
    }

    /// A builder that resolves this transition's recipe once and afterwards only updates its
    /// animated values (see ``EffectFrameBuilder``).
    public func makeFrameBuilder() -> EffectFrameBuilder {
        let transition = self
        return EffectFrameBuilder(graph: graph) { from, to, time, values, memo, tap in
            transition.image(from: from, to: to ?? from, time: time, values: values, memo: &memo, tap: tap)
        }
    }
}
