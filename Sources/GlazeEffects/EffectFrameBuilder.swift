import Glaze
import GlazeCore

/// Builds an effect's (or a transition's) frames from one recipe resolved once: the
/// steady-state frame evaluates the animated values and writes them into the recipe's value
/// slots, and allocates nothing.
///
/// The first frame (and any frame whose structure differs: another scene image, a step turned
/// on or off, a structural value changed) builds the recipe once, as
/// ``Effect/makeImage(scene:time:variables:history:)`` does. Each filter declares which kernel
/// values follow which of its parameters, and how (affine: a colour matrix in saturation, a
/// uniform that is the parameter itself); those values read slots that every frame writes. An
/// animated parameter with no declared link (a blur radius, an integer, exposure's 2^ev) is
/// structural: the recipe is kept only while it keeps its value.
///
/// The image a call returns is the same recipe every steady-state frame, showing the latest
/// call's values: draw it before the next call. Thread-safe (a lock).
public final class EffectFrameBuilder: Sendable {
    /// Builds the frame's recipe: (scene or outgoing image, incoming image, time, variables,
    /// memo, tap that records the animated numbers and their links).
    typealias Build = @Sendable (Image, Image?, Double, UnsafeBufferPointer<Double>, inout [String: Image], ScalarTap?) -> Image

    private let graph: EffectGraph
    private let build: Build
    private let state: Locked<FrameState>

    init(graph: EffectGraph, build: @escaping Build) {
        self.graph = graph
        self.build = build
        state = Locked(FrameState(variables: graph.variableDefaults))
    }

    /// How many times the recipe was resolved (built again) rather than updated in place.
    public var resolveCount: Int { state.withLock { $0.resolves } }

    /// The effect applied to `scene` at `time` seconds (the effect's frame); `variables` as for
    /// ``Effect/makeImage(scene:time:variables:history:)``.
    public func image(scene: Image, time: Double = 0, variables: [String: Double] = [:]) -> Image {
        frame(scene, nil, time: time, variables: variables)
    }

    /// The transition's frame `elapsed` seconds after its start, from `from` to `to`.
    public func image(from: Image, to: Image, elapsed: Double, variables: [String: Double] = [:]) -> Image {
        frame(from, to, time: elapsed, variables: variables)
    }

    private func frame(_ scene: Image, _ to: Image?, time: Double, variables: [String: Double]) -> Image {
        state.withLock { state in
            state.fill(time: time, variables: variables, names: graph.variableNames, defaults: graph.variableDefaults)
            if let image = state.update(scene: scene, to: to) { return image }
            state.resolves += 1
            let variables = state.variables
            return variables.withUnsafeBufferPointer { values in
                state.resolve(scene: scene, to: to, values: values, build: build)
            }
        }
    }
}

/// Records the animated numbers a build evaluates (in order) and the kernel values their
/// filters link to them.
final class ScalarTap {
    struct Record {
        var source: ScalarSource
        /// The filter parameter and its component (0 for numbers).
        var parameter: String
        var component: Int
        /// Geometric scale (distances and positions in a reduced-resolution effect).
        var scale: Double
        var minimum: Double?
        var maximum: Double?
        /// The value used when the source gives NaN or infinity (numbers: the default).
        var fallback: Double?
        /// Structural: the recipe is kept only while the value stays (integers, booleans,
        /// constants, and numbers no kernel value is declared to follow).
        var pinned: Bool
        /// The value the build used.
        var value: Double
        /// Whether its step's links were recorded (a step's image inputs record theirs first).
        var claimed = false

        /// The number the filter sees for source value `v` (as ``FilterParameters`` would make it).
        func effective(_ v: Double) -> Double {
            var x: Double
            if v.isFinite { x = v * scale } else if let fallback { x = fallback } else { x = 0 }
            if let minimum { x = Swift.max(minimum, x) }
            if let maximum { x = Swift.min(maximum, x) }
            return x
        }
    }

    /// A kernel value that follows a record: `coefficient` per unit of it.
    struct Link {
        let node: ImageNode
        let target: SlotTarget
        let record: Int
        let coefficient: Double
    }

    private(set) var records: [Record] = []
    private(set) var enabled: [(source: ScalarSource, value: Bool)] = []
    private(set) var links: [Link] = []

    func recordEnabled(_ source: ScalarSource, _ value: Bool) { enabled.append((source, value)) }

    /// The value of an animated parameter (nil for other bindings: the caller builds those).
    func parameter(_ p: StepPlan.Parameter, of step: StepPlan, scale: Double, time: Double,
                   values: UnsafeBufferPointer<Double>) -> ParameterValue? {
        let descriptor = step.descriptor.parameter(named: p.name)
        let pinned = p.type == .integer || p.type == .boolean
        var component = 0
        func next(_ source: ScalarSource, scale: Double, fallback: Double?) -> Double {
            var record = Record(source: source, parameter: p.name, component: component, scale: scale,
                                minimum: descriptor?.minimum, maximum: descriptor?.maximum, fallback: fallback,
                                pinned: pinned || source.isConstant, value: 0)
            record.value = record.effective(source.value(time: time, variables: values))
            records.append(record)
            component += 1
            return record.value
        }
        switch p.binding {
        case .number(let source):
            var fallback: Double? = nil
            if case .number(let d) = descriptor?.defaultValue { fallback = d }
            return .number(next(source, scale: scale, fallback: fallback))
        case .vector(let sources):
            return .vector(sources.map { next($0, scale: scale, fallback: nil) })
        case .color(let sources):
            let c = sources.map { next($0, scale: 1, fallback: nil) }
            return .color(SIMD4(c[0], c[1], c[2], c.count > 3 ? c[3] : 1))
        case .fixed, .image:
            return nil
        }
    }

    /// Notes the links that the kernel nodes of one step's `output` declare (the nodes between it
    /// and `inputs`, the step's input images) to that step's records: those from `first` on that
    /// no step inside its image inputs claimed. A link that names no number of its node, or a
    /// colour matrix's alpha row (which decides the planner's rgb-only choice), makes its
    /// parameter structural.
    func recordLinks(of output: Image, inputs: [Image], recordsFrom first: Int) {
        guard first < records.count else { return }
        defer { for j in first..<records.count { records[j].claimed = true } }
        let known = Set(inputs.map { ObjectIdentifier($0.node) })
        var seen = Set<ObjectIdentifier>()
        var stack = [output.node]
        while let node = stack.popLast() {
            guard !known.contains(ObjectIdentifier(node)), seen.insert(ObjectIdentifier(node)).inserted else { continue }
            stack += node.inputs
            guard case .kernel(let app) = node.operation else { continue }
            for link in app.links {
                guard let record = records[first...].firstIndex(where: {
                    !$0.claimed && $0.parameter == link.parameter && $0.component == link.component
                }) else { continue }
                switch app.slotTarget(of: link) {
                case .some(.matrixForm(let entry)) where entry >= 12 && entry != 16 && entry != 17 && entry != 18:
                    records[record].pinned = true
                case let target?:
                    links.append(Link(node: node, target: target, record: record, coefficient: link.coefficient))
                case nil:
                    records[record].pinned = true
                }
            }
        }
    }
}

/// What an ``EffectFrameBuilder`` keeps between frames.
struct FrameState {
    /// One slot: `constant + Σ coefficient · record value`.
    struct SlotFormula {
        var constant: Double
        var terms: [(record: Int, coefficient: Double)]
    }

    var variables: [Double]
    var resolves = 0
    var image: Image?
    var scene: Image?
    var to: Image?
    var records: [ScalarTap.Record] = []
    var enabled: [(source: ScalarSource, value: Bool)] = []
    var slots: ValueSlots?
    var formulas: [SlotFormula] = []

    /// This frame's variables: defaults, `time`, then the host's values (unknown names ignored).
    mutating func fill(time: Double, variables host: [String: Double], names: [String], defaults: [Double]) {
        // (Index loops and lookups by name: iterating a collection allocates in debug builds.)
        for i in variables.indices { variables[i] = defaults[i] }
        variables[0] = time.isFinite ? time : 0
        guard !host.isEmpty else { return }
        for i in names.indices {
            if let value = host[names[i]], value.isFinite { variables[i] = value }
        }
    }

    /// The kept recipe with this frame's values written into its slots; nil when the frame's
    /// structure differs from it.
    func update(scene: Image, to: Image?) -> Image? {
        guard let image, let kept = self.scene, Self.same(kept, scene), Self.same(self.to, to) else { return nil }
        let time = variables[0]
        return variables.withUnsafeBufferPointer { values -> Image? in
            for i in enabled.indices {
                let v = enabled[i].source.value(time: time, variables: values)
                if (v != 0 && !v.isNaN) != enabled[i].value { return nil }
            }
            for i in records.indices where records[i].pinned {
                if records[i].effective(records[i].source.value(time: time, variables: values)) != records[i].value { return nil }
            }
            guard let slots else { return image }
            for s in formulas.indices {
                var v = formulas[s].constant
                for t in formulas[s].terms.indices {
                    let r = formulas[s].terms[t].record
                    v += formulas[s].terms[t].coefficient * records[r].effective(records[r].source.value(time: time, variables: values))
                }
                slots[s] = Float(v)
            }
            return image
        }
    }

    /// Whether two scene images are the same recipe: the same node, or equal host sources.
    private static func same(_ a: Image?, _ b: Image?) -> Bool {
        guard let a, let b else { return a == nil && b == nil }
        return a.node === b.node || a.isSameSource(as: b)
    }

    /// Builds the frame once and binds the kernel values its filters link to animated numbers to
    /// slots; every other animated number is structural.
    mutating func resolve(scene: Image, to: Image?, values: UnsafeBufferPointer<Double>,
                          build: EffectFrameBuilder.Build) -> Image {
        let tap = ScalarTap()
        var memo: [String: Image] = [:]
        let base = build(scene, to, values[0], values, &memo, tap)
        self.scene = scene
        self.to = to
        image = base
        records = tap.records
        enabled = tap.enabled
        slots = nil
        formulas = []
        for j in records.indices where !tap.links.contains(where: { $0.record == j }) { records[j].pinned = true }
        // One formula per linked number: what the build gave it, less the free records' terms.
        var targets: [ObjectIdentifier: [(target: SlotTarget, slot: Int)]] = [:]
        var slotOf: [ObjectIdentifier: [SlotTarget: Int]] = [:]
        for link in tap.links where !records[link.record].pinned {
            let node = ObjectIdentifier(link.node)
            guard case .kernel(let app) = link.node.operation else { continue }
            let slot: Int
            if let known = slotOf[node]?[link.target] {
                slot = known
            } else {
                slot = formulas.count
                slotOf[node, default: [:]][link.target] = slot
                targets[node, default: []].append((link.target, slot))
                formulas.append(SlotFormula(constant: Double(app.number(at: link.target)), terms: []))
            }
            formulas[slot].terms.append((link.record, link.coefficient))
            formulas[slot].constant -= link.coefficient * records[link.record].value
        }
        guard !formulas.isEmpty else { return base }
        let slots = ValueSlots(count: formulas.count)
        for s in formulas.indices {
            var v = formulas[s].constant
            for term in formulas[s].terms { v += term.coefficient * records[term.record].value }
            slots[s] = Float(v)
        }
        let bound = base.bindingSlots(targets, to: slots)
        self.slots = slots
        image = bound
        return bound
    }
}
