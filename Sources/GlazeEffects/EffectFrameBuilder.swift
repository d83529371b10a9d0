import Glaze
import GlazeCore

/// Builds an effect's (or a transition's) frames from one recipe resolved once: the
/// steady-state frame evaluates the animated values and writes them into the recipe's value
/// slots, and allocates nothing.
///
/// The first frame (and any frame whose structure differs: another scene image, a step turned
/// on or off, a value that changes the recipe's shape) builds the recipe as
/// ``Effect/makeImage(scene:time:variables:history:)`` does and works out, by rebuilding it with each
/// animated number moved, which kernel values follow that number and how (they must be affine
/// in it; everything else about the recipe must stay the same). Those values read slots; an
/// animated number the recipe depends on in any other way (a blur radius, an integer) keeps the
/// recipe only while it keeps its value. Probing is skipped (a frame then costs what `makeImage`
/// costs) while the recipe could not serve a frame anyway: a new scene recipe every frame, a
/// non-affine number moving every frame.
///
/// The image a call returns is the same recipe every steady-state frame, showing the latest
/// call's values: draw it before the next call. Thread-safe (a lock).
public final class EffectFrameBuilder: Sendable {
    /// Builds the frame's recipe: (scene or outgoing image, incoming image, time, variables,
    /// memo, tap).
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

    /// How many recipes were built, probes included (for tests).
    var buildCount: Int { state.withLock { $0.builds } }

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
            if let image = state.update(scene: scene, to: to) {
                state.served += 1
                return image
            }
            state.resolves += 1
            let variables = state.variables
            return variables.withUnsafeBufferPointer { values in
                state.resolve(scene: scene, to: to, values: values, build: build)
            }
        }
    }
}

/// Records the animated numbers a build evaluates (in order), or replaces some while probing.
final class ScalarTap {
    struct Record {
        var source: ScalarSource
        /// Geometric scale (distances and positions in a reduced-resolution effect).
        var scale: Double
        var minimum: Double?
        var maximum: Double?
        /// The value used when the source gives NaN or infinity (numbers: the default).
        var fallback: Double?
        /// Integers and booleans: never slotted.
        var pinned: Bool
        /// The value the build used.
        var value: Double

        /// The number the filter sees for source value `v` (as ``FilterParameters`` would make it).
        func effective(_ v: Double) -> Double {
            var x: Double
            if v.isFinite { x = v * scale } else if let fallback { x = fallback } else { x = 0 }
            if let minimum { x = Swift.max(minimum, x) }
            if let maximum { x = Swift.min(maximum, x) }
            return x
        }
    }

    private(set) var records: [Record] = []
    private(set) var enabled: [(source: ScalarSource, value: Bool)] = []
    private let overrides: [Int: Double]

    init(overrides: [Int: Double] = [:]) { self.overrides = overrides }

    func recordEnabled(_ source: ScalarSource, _ value: Bool) { enabled.append((source, value)) }

    /// The value of an animated parameter (nil for other bindings: the caller builds those).
    func parameter(_ p: StepPlan.Parameter, of step: StepPlan, scale: Double, time: Double,
                   values: UnsafeBufferPointer<Double>) -> ParameterValue? {
        let descriptor = step.descriptor.parameter(named: p.name)
        let pinned = p.type == .integer || p.type == .boolean
        func next(_ source: ScalarSource, scale: Double, fallback: Double?) -> Double {
            var record = Record(source: source, scale: scale, minimum: descriptor?.minimum, maximum: descriptor?.maximum,
                                fallback: fallback, pinned: pinned || source.isConstant, value: 0)
            record.value = overrides[records.count] ?? record.effective(source.value(time: time, variables: values))
            records.append(record)
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
    var builds = 0
    /// Frames the kept recipe served after its own.
    var served = 0
    /// Whether the kept recipe was built for another scene than the one before it.
    var builtForScene = false
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

    /// Builds the frame, then finds which kernel values follow which animated numbers and binds
    /// them to slots.
    mutating func resolve(scene: Image, to: Image?, values: UnsafeBufferPointer<Double>,
                          build: EffectFrameBuilder.Build) -> Image {
        let time = values[0]
        // Probing pays only for a recipe that then serves frames. A scene that is a new recipe
        // every frame, or a number that is not affine and moves every frame, gets plain builds
        // (what `makeImage` costs); the same scene again after a new one, or a kept recipe that
        // served frames, gets probed.
        let sameScene = self.scene.map { Self.same($0, scene) } == true && Self.same(self.to, to)
        let probing = image == nil || (sameScene && (served > 0 || builtForScene))
        builtForScene = image != nil && !sameScene
        served = 0
        func make(_ overrides: [Int: Double]) -> (Image, ScalarTap) {
            builds += 1
            let tap = ScalarTap(overrides: overrides)
            var memo: [String: Image] = [:]
            return (build(scene, to, time, values, &memo, tap), tap)
        }
        let (base, tap) = make([:])
        self.scene = scene
        self.to = to
        image = base
        records = tap.records
        enabled = tap.enabled
        slots = nil
        formulas = []
        guard !records.isEmpty else { return base }
        guard probing else {
            for j in records.indices { records[j].pinned = true }
            return base
        }
        let numbers = base.slottableNumbers
        let probes = [Rect(0, 0, 16, 16), Rect(-7, 3, 40, 25), Rect(100, 50, 300, 200)]
        // coefficients[j][i]: how slottable number i moves per unit of record j.
        var coefficients = [[Double]](repeating: [], count: records.count)
        func probeValues(_ r: ScalarTap.Record) -> [Double] {
            let width = Swift.max(1, abs(r.value))
            var xs: [Double]
            if let lo = r.minimum, let hi = r.maximum, hi > lo {
                xs = [0.21, 0.58, 0.83].map { lo + (hi - lo) * $0 }
            } else {
                xs = [0.37, -0.29, 0.71].map { r.value + width * $0 }
                if let lo = r.minimum { xs = xs.map { Swift.max(lo + 0.1 * width * 0.37, $0) } }
                if let hi = r.maximum { xs = xs.map { Swift.min(hi - 0.1 * width * 0.29, $0) } }
            }
            return xs.filter { abs($0 - r.value) > 1e-6 * width }
        }
        for j in records.indices where !records[j].pinned {
            let xs = probeValues(records[j])
            var a: [Double] = []
            var ok = xs.count >= 2
            for (n, x) in xs.enumerated() where ok {
                let (probe, probeTap) = make([j: x])
                guard probeTap.records.count == records.count,
                      probeTap.enabled.map(\.value) == enabled.map(\.value),
                      base.differsOnlyInSlottableNumbers(from: probe, probes: probes) else { ok = false; break }
                let moved = probe.slottableNumbers
                guard moved.count == numbers.count else { ok = false; break }
                let dx = x - records[j].value
                if n == 0 {
                    a = numbers.indices.map { i in (Double(moved[i].value) - Double(numbers[i].value)) / dx }
                } else {
                    for i in numbers.indices {
                        let predicted = Double(numbers[i].value) + a[i] * dx
                        let scale = Swift.max(1, abs(predicted), abs(Double(moved[i].value)))
                        if abs(predicted - Double(moved[i].value)) > 1e-4 * scale { ok = false; break }
                    }
                }
            }
            // A colour matrix's alpha row decides the planner's rgb-only choice: never slotted.
            if ok {
                for i in numbers.indices where a[i] != 0 {
                    if case .matrixForm(let e) = numbers[i].target, e >= 12 && e != 16 && e != 17 && e != 18 { ok = false }
                }
            }
            if ok { coefficients[j] = a } else { records[j].pinned = true }
        }
        // Two numbers moving the same value: it must move by the sum of their effects (not, say,
        // their product); else the later one keeps the recipe only while it keeps its value.
        func interacts(_ j: Int, _ k: Int) -> Bool {
            let overrides = [j: probeValues(records[j])[0], k: probeValues(records[k])[0]]
            let (probe, _) = make(overrides)
            let moved = probe.slottableNumbers
            guard base.differsOnlyInSlottableNumbers(from: probe, probes: probes), moved.count == numbers.count else { return true }
            for i in numbers.indices where coefficients[j][i] != 0 && coefficients[k][i] != 0 {
                let predicted = Double(numbers[i].value) + coefficients[j][i] * (overrides[j]! - records[j].value)
                    + coefficients[k][i] * (overrides[k]! - records[k].value)
                let scale = Swift.max(1, abs(predicted), abs(Double(moved[i].value)))
                if abs(predicted - Double(moved[i].value)) > 1e-4 * scale { return true }
            }
            return false
        }
        for k in records.indices where !records[k].pinned {
            for j in 0..<k where !records[j].pinned && !records[k].pinned {
                let shared = numbers.indices.contains { coefficients[j][$0] != 0 && coefficients[k][$0] != 0 }
                if shared && interacts(j, k) { records[k].pinned = true }
            }
        }
        let free = records.indices.filter { !records[$0].pinned }
        var targets: [(node: Int, target: SlotTarget, slot: Int)] = []
        for i in numbers.indices {
            var terms: [(record: Int, coefficient: Double)] = []
            var constant = Double(numbers[i].value)
            for j in free where coefficients[j][i] != 0 {
                var c = coefficients[j][i]
                if abs(c - c.rounded()) < 1e-5 { c = c.rounded() }
                guard c != 0 else { continue }
                terms.append((j, c))
                constant -= c * records[j].value
            }
            guard !terms.isEmpty else { continue }
            if abs(constant) < 1e-5 * Swift.max(1, abs(Double(numbers[i].value))) { constant = 0 }
            targets.append((numbers[i].node, numbers[i].target, formulas.count))
            formulas.append(SlotFormula(constant: constant, terms: terms))
        }
        guard !targets.isEmpty else { return base }
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
