import Glaze
import FoundationEssentials

/// A number that may change every frame.
enum ScalarSource: Sendable {
    case constant(Double)
    /// Bound to the file's variable table (index 0 `time`, 1 `seed`, then declared variables).
    case expression(Expression)
    case keyframes(Keyframes, component: Int)
    /// A transition's eased progress `time` seconds after its start (1 for a zero duration).
    case eased(Easing, duration: Double)

    var isConstant: Bool { if case .constant = self { true } else { false } }

    func value(time: Double, variables: UnsafeBufferPointer<Double>) -> Double {
        switch self {
        case .constant(let v): v
        case .expression(let e): e.evaluate(variables)
        case .keyframes(let k, let c): k.value(at: time, component: c)
        case .eased(let easing, let duration): easing(duration > 0 ? time / duration : 1)
        }
    }
}

/// How one filter parameter gets its value each frame.
enum ParameterBinding: Sendable {
    case fixed(ParameterValue)
    case number(ScalarSource)
    /// A position or vector with at least one animated component.
    case vector([ScalarSource])
    /// Linear RGBA (not premultiplied) with at least one animated component.
    case color([ScalarSource])
    case image(InputSource)
}

/// Where an image comes from inside an effect.
indirect enum InputSource: Sendable {
    /// The host's image passed to ``Effect/makeImage(scene:time:variables:history:)``.
    case scene
    /// `history`: the rendered effect's own output of the previous frame (``EffectHistory``),
    /// transparent when there is none.
    case history
    /// Another effect of the same file, by name.
    case effect(String)
    /// An image file, loaded when the effect file was.
    case image(Image)
    /// A generator filter (an inline step with no input image).
    case generator(StepPlan)
}

/// One resolved filter step.
struct StepPlan: Sendable {
    struct Parameter: Sendable {
        var name: String
        var type: ParameterType
        var binding: ParameterBinding
    }

    var filterName: String
    var descriptor: FilterDescriptor
    var parameters: [Parameter]
    /// `enabled:`: a constant (`true` is 1, `false` 0), an expression or a variable; the step is
    /// skipped for a frame when it evaluates to 0 (or to NaN).
    var enabled: ScalarSource
    /// `id`, else the filter name: for logs.
    var label: String
    /// Where the step's `filter:` is, and its key path (for errors found after loading).
    var source: (location: SourceLocation, keyPath: String)?

    /// The parameters whose value can change at run time (an expression, keyframes, a variable):
    /// the only ones ``RenderContext/prepare(_:region:size:)`` sweeps for an effect.
    var animatedParameterNames: Set<String> {
        var names: Set<String> = []
        for p in parameters {
            switch p.binding {
            case .fixed, .image: continue
            case .number(let source): if !source.isConstant { names.insert(p.name) }
            case .vector(let sources), .color(let sources):
                if sources.contains(where: { !$0.isConstant }) { names.insert(p.name) }
            }
        }
        return names
    }

    /// Whether the step applies this frame: `enabled` evaluates to a non-zero number.
    func isEnabled(time: Double, variables: UnsafeBufferPointer<Double>) -> Bool {
        let v = enabled.value(time: time, variables: variables)
        return v != 0 && !v.isNaN
    }
}

/// One resolved effect: where its chain starts, the chain, and its render scale.
struct EffectPlan: Sendable {
    var name: String
    var input: InputSource
    var chain: [StepPlan]
    var renderScale: Double
    var description: String
}

/// The resolved effects of one file, sharing a registry and a variable table. Immutable.
final class EffectGraph: Sendable {
    let registry: FilterRegistry
    let effects: [String: EffectPlan]
    /// `time`, `seed`, then the declared variables in file order.
    let variableNames: [String]
    let variableDefaults: [Double]

    init(registry: FilterRegistry, effects: [String: EffectPlan], variableNames: [String], variableDefaults: [Double]) {
        self.registry = registry
        self.effects = effects
        self.variableNames = variableNames
        self.variableDefaults = variableDefaults
    }

    /// The variable buffer for a frame: defaults, then `time`, then the host's values
    /// (unknown names are ignored).
    func variableValues(time: Double, variables: [String: Double]) -> [Double] {
        var values = variableDefaults
        values[0] = time.isFinite ? time : 0
        for (name, value) in variables {
            if let index = variableNames.firstIndex(of: name), value.isFinite { values[index] = value }
        }
        return values
    }

    /// The key of the previous frame's output in a frame's `memo` (a reserved name, so no
    /// effect's): what `history` reads.
    static let historyKey = "history"

    /// Whether effect `name`, or an effect it reads, reads `history`.
    func readsHistory(_ name: String) -> Bool {
        func reads(_ source: InputSource) -> Bool {
            switch source {
            case .history: true
            case .generator(let step): reads(step)
            case .scene, .effect, .image: false
            }
        }
        func reads(_ step: StepPlan) -> Bool {
            step.parameters.contains { if case .image(let source) = $0.binding { reads(source) } else { false } }
        }
        return ([name] + effectsRead(by: name)).contains { other in
            effects[other].map { reads($0.input) || $0.chain.contains(where: reads) } ?? false
        }
    }

    /// The image of effect `name` for one frame; `memo` shares effects used several times (and
    /// holds the previous frame's output under ``historyKey``).
    func image(ofEffect name: String, scene: Image, time: Double, values: UnsafeBufferPointer<Double>,
               memo: inout [String: Image], tap: ScalarTap? = nil) -> Image {
        if let done = memo[name] { return done }
        guard let plan = effects[name] else { return scene }
        let scale = plan.renderScale
        var current = image(of: plan.input, scale: scale, scene: scene, time: time, values: values, memo: &memo, tap: tap)
        for step in plan.chain {
            let enabled = step.isEnabled(time: time, variables: values)
            tap?.recordEnabled(step.enabled, enabled)
            guard enabled else { continue }
            current = apply(step, to: current, scale: scale, scene: scene, time: time, values: values, memo: &memo, tap: tap)
        }
        if scale != 1 {
            current = current.transformed(by: AffineTransform(scaleX: 1 / scale, y: 1 / scale))
        }
        memo[name] = current
        return current
    }

    /// An input inside an effect rendering at `scale`.
    func image(of source: InputSource, scale: Double, scene: Image, time: Double,
               values: UnsafeBufferPointer<Double>, memo: inout [String: Image], tap: ScalarTap? = nil) -> Image {
        let base: Image
        switch source {
        case .scene: base = scene
        case .history: base = memo[Self.historyKey] ?? .clear
        case .effect(let name): base = image(ofEffect: name, scene: scene, time: time, values: values, memo: &memo, tap: tap)
        case .image(let image): base = image
        case .generator(let step):
            // Built in the effect's scaled space directly.
            return apply(step, to: .clear, scale: scale, scene: scene, time: time, values: values, memo: &memo, tap: tap)
        }
        return scale == 1 ? base : base.transformed(by: AffineTransform(scaleX: scale, y: scale))
    }

    /// `step` applied to `input`; a step that cannot be built passes its input through. With a
    /// `tap`, every animated number goes through it, and the kernel values linked to them are
    /// recorded.
    func apply(_ step: StepPlan, to input: Image, scale: Double, scene: Image, time: Double,
               values: UnsafeBufferPointer<Double>, memo: inout [String: Image], tap: ScalarTap? = nil) -> Image {
        let first = tap?.records.count ?? 0
        let parameters = self.parameters(of: step, scale: scale, time: time, values: values, tap: tap) { source in
            image(of: source, scale: scale, scene: scene, time: time, values: values, memo: &memo, tap: tap)
        }
        let output = (try? input.applyingFilter(name: step.filterName, parameters: parameters, registry: registry,
                                                sweeping: step.animatedParameterNames)) ?? input
        if let tap {
            let images = parameters.values.compactMap { value -> Image? in if case .image(let i) = value { i } else { nil } }
            tap.recordLinks(of: output, inputs: [input] + images, recordsFrom: first)
        }
        return output
    }

    /// The values of `step`'s parameters for one frame; `image` makes an image input (nil
    /// leaves it out). With a `tap`, every animated number goes through it (recorded).
    func parameters(of step: StepPlan, scale: Double, time: Double, values: UnsafeBufferPointer<Double>,
                    tap: ScalarTap? = nil, image: (InputSource) -> Image?) -> [String: ParameterValue] {
        var parameters: [String: ParameterValue] = [:]
        for p in step.parameters {
            let geometric = p.type == .distance || p.type == .position
            let k = geometric ? scale : 1
            if let tap, let value = tap.parameter(p, of: step, scale: k, time: time, values: values) {
                parameters[p.name] = value
                continue
            }
            switch p.binding {
            case .fixed(let value):
                if k != 1, case .number(let v) = value { parameters[p.name] = .number(v * k) }
                else if k != 1, case .vector(let v) = value { parameters[p.name] = .vector(v.map { $0 * k }) }
                else { parameters[p.name] = value }
            case .number(let source):
                let v = source.value(time: time, variables: values)
                if v.isFinite { parameters[p.name] = .number(v * k) }   // NaN/∞: the default applies
            case .vector(let sources):
                parameters[p.name] = .vector(sources.map { Self.finite($0.value(time: time, variables: values)) * k })
            case .color(let sources):
                let c = sources.map { Self.finite($0.value(time: time, variables: values)) }
                parameters[p.name] = .color(SIMD4(c[0], c[1], c[2], c.count > 3 ? c[3] : 1))
            case .image(let source):
                if let made = image(source) { parameters[p.name] = .image(made) }
            }
        }
        return parameters
    }

    private static func finite(_ v: Double) -> Double { v.isFinite ? v : 0 }
}
