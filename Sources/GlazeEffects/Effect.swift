import Glaze
/// One named effect from an effect file: a recipe builder for a frame.
///
/// ``makeImage(scene:time:variables:history:)`` builds an ``Image`` recipe from the host's scene. Only
/// numbers change from frame to frame (animated parameters are evaluated, nothing is parsed),
/// so the recipe keeps its structure and a ``RenderContext`` compiles nothing new after the
/// first frame.
public struct Effect: Sendable {
    public let name: String
    let graph: EffectGraph

    init(name: String, graph: EffectGraph) {
        self.name = name
        self.graph = graph
    }

    var plan: EffectPlan? { graph.effects[name] }

    /// The fraction of the destination resolution the effect renders at, (0, 1].
    public var renderScale: Double { plan?.renderScale ?? 1 }

    /// The effect's `description:` text.
    public var summary: String { plan?.description ?? "" }

    /// Names of the filters of the chain, in order (disabled steps included).
    public var filterNames: [String] { plan?.chain.map(\.filterName) ?? [] }

    /// Game variables the file declares, with their defaults (`time` and `seed` are built in).
    public var variables: [String: Double] {
        var result: [String: Double] = [:]
        for (name, value) in zip(graph.variableNames, graph.variableDefaults).dropFirst(2) { result[name] = value }
        return result
    }

    /// Whether the effect (or an effect it reads) reads `history`, its own previous output:
    /// render it through an ``EffectHistory``.
    public var usesHistory: Bool { graph.readsHistory(name) }

    /// The effect applied to `scene` at `time` seconds.
    ///
    /// - Parameters:
    ///   - variables: values of the file's game variables (and `seed`) for this frame; names the
    ///     file does not declare are ignored, missing ones keep their defaults.
    ///   - history: what the file's `history` reads (the effect's previous output; nil:
    ///     transparent). ``EffectHistory`` passes it.
    public func makeImage(scene: Image, time: Double = 0, variables: [String: Double] = [:],
                          history: Image? = nil) -> Image {
        let values = graph.variableValues(time: time, variables: variables)
        var memo: [String: Image] = [:]
        if let history { memo[EffectGraph.historyKey] = history }
        return values.withUnsafeBufferPointer {
            graph.image(ofEffect: name, scene: scene, time: values[0], values: $0, memo: &memo)
        }
    }

    /// A builder that resolves this effect's recipe once and afterwards only updates its
    /// animated values: the steady-state frame allocates nothing (see ``EffectFrameBuilder``).
    public func makeFrameBuilder() -> EffectFrameBuilder {
        let name = self.name
        return EffectFrameBuilder(graph: graph) { scene, _, time, values, memo, tap in
            graph.image(ofEffect: name, scene: scene, time: time, values: values, memo: &memo, tap: tap)
        }
    }
}
