import Glibc

/// How an image was made by applying a filter to another image, kept so
/// ``RenderContext/prepare(_:region:size:)`` can rebuild the recipe with other parameter values
/// and compile every program those values reach before the first frame.
package final class FilterProvenance: Sendable {
    /// The filter's main input.
    let input: Image
    /// The filter as applied.
    let filter: any Filter
    /// The descriptor its values are checked against.
    let descriptor: FilterDescriptor
    /// The values it was built from, when known (registry builds); otherwise read from the
    /// filter's stored properties of the same names (``currentValues()``).
    let values: [String: ParameterValue]?
    /// Builds the filter from checked values.
    let make: @Sendable (FilterParameters) throws -> any Filter
    /// The parameters `prepare` sweeps; nil: every one.
    let swept: Set<String>?

    init(input: Image, filter: any Filter, descriptor: FilterDescriptor, values: [String: ParameterValue]?,
         swept: Set<String>? = nil, make: @escaping @Sendable (FilterParameters) throws -> any Filter) {
        self.input = input
        self.swept = swept
        self.filter = filter
        self.descriptor = descriptor
        self.values = values
        self.make = make
    }

    /// The filter's parameter values: the ones it was built from, or its stored properties named
    /// like its parameters (a filter's stored properties are its parameters, see ``Filter``).
    /// Properties of other types are left out (their defaults stand in).
    func currentValues() -> [String: ParameterValue] {
        if let values { return values }
        var out: [String: ParameterValue] = [:]
        let properties = Mirror(reflecting: filter).children
        for parameter in descriptor.parameters {
            guard let stored = properties.first(where: { $0.label == parameter.name })?.value,
                  let value = Self.parameterValue(stored, as: parameter.type) else { continue }
            out[parameter.name] = value
        }
        return out
    }

    private static func parameterValue(_ stored: Any, as type: ParameterType) -> ParameterValue? {
        switch stored {
        case let v as Float: return .number(Double(v))
        case let v as Double: return .number(v)
        case let v as Int: return .number(Double(v))
        case let v as Bool: return .bool(v)
        case let v as String: return .string(v)
        case let v as Image: return .image(v)
        case let v as SIMD2<Float>: return .vector([Double(v.x), Double(v.y)])
        case let v as SIMD2<Double>: return .vector([v.x, v.y])
        case let v as Point: return .vector([v.x, v.y])
        case let v as SIMD4<Float> where type == .color: return .color(SIMD4<Double>(v))
        case let v as any RawRepresentable: return (v.rawValue as? String).map { .string($0) }
        default: return nil
        }
    }
}

extension Image {
    /// Calls `body` with this recipe rebuilt for every value ``ParameterSweep`` gives each swept
    /// parameter (``FilterProvenance/swept``) of each filter along its chain of ``applying(_:)``
    /// steps (from this image back to the first image not made by a filter), one parameter at a
    /// time with the others as applied. `body` returns a key of the variant's plan structure, or
    /// nil to stop the sweep. Filters applied to the chain's image inputs are not swept.
    ///
    /// Planning the whole chain for every sample is what made the sweep slow (thousands of
    /// variants), so each sample first costs only the filter's own output: its
    /// ``localStructureKey(stoppingAt:)`` (no planning). The whole chain is rebuilt and passed to
    /// `body` for the first sample of each local structure, and at ``ParameterSweep/planStride``-spaced
    /// samples plus both ends (a structure that changes with a region of interest, which the
    /// local key cannot see). Where neighbouring samples differ (local keys, or the keys of
    /// planned samples), the interval between them is bisected (down to 1/1024 of it) so that
    /// a structure reached only inside it is met too.
    package func forEachParameterVariant(_ body: (Image) -> Int?) {
        var chain: [FilterProvenance] = []
        var current = self
        while let step = current.provenance {
            chain.append(step)
            current = step.input
        }
        var stopped = false
        for (depth, step) in chain.enumerated() {
            let given = step.currentValues()
            // Nodes every variant of this step shares: the input and the image parameters.
            var boundary: Set<ObjectIdentifier> = [ObjectIdentifier(step.input.node)]
            for case .image(let image) in given.values { boundary.insert(ObjectIdentifier(image.node)) }
            for parameter in step.descriptor.parameters where step.swept?.contains(parameter.name) ?? true {
                // The filter's own output for `value`, nil where the filter refuses it.
                func local(_ value: ParameterValue) -> Image? {
                    var values = given
                    values[parameter.name] = value
                    guard let checked = try? FilterParameters(values, for: step.descriptor),
                          let filter = try? step.make(checked) else { return nil }
                    return filter.apply(to: step.input)
                }
                // The whole variant's structure key; Int.min where refused or stopped.
                func planned(_ output: Image?) -> Int {
                    guard !stopped, var rebuilt = output else { return Int.min }
                    for upper in chain[..<depth].reversed() {
                        rebuilt = upper.filter.apply(to: rebuilt)
                    }
                    guard let key = body(rebuilt) else {
                        stopped = true
                        return Int.min
                    }
                    return key
                }
                var locals: Set<Int> = []
                // (local key, planned key or nil when not planned) of one value.
                func sample(_ value: Double, plan: Bool) -> (local: Int, planned: Int?) {
                    let output = local(.number(value))
                    let localKey = output?.localStructureKey(stoppingAt: boundary) ?? Int.min
                    let isNew = locals.insert(localKey).inserted
                    return (localKey, plan || isNew ? planned(output) : nil)
                }
                func bisect(_ a: Double, _ keysA: (local: Int, planned: Int?), _ b: Double, _ keysB: (local: Int, planned: Int?),
                            levels: Int) {
                    guard levels > 0, !stopped else { return }
                    // Planned keys decide only where both ends were planned and their local keys agree.
                    let byPlan = keysA.local == keysB.local
                    let middle = (a + b) / 2
                    let keysM = sample(middle, plan: byPlan)
                    func differ(_ x: (local: Int, planned: Int?), _ y: (local: Int, planned: Int?)) -> Bool {
                        byPlan ? x.planned != y.planned : x.local != y.local
                    }
                    if differ(keysM, keysA) { bisect(a, keysA, middle, keysM, levels: levels - 1) }
                    if differ(keysM, keysB) { bisect(middle, keysM, b, keysB, levels: levels - 1) }
                }
                let values = ParameterSweep.values(for: parameter)
                var previous: (value: Double, keys: (local: Int, planned: Int?))?
                var previousPlanned: (value: Double, keys: (local: Int, planned: Int?))?
                for (index, value) in values.enumerated() {
                    guard case .number(let x) = value else {
                        // Booleans and choices: few values, each planned.
                        _ = planned(local(value))
                        if stopped { return }
                        continue
                    }
                    let onStride = index % ParameterSweep.planStride == 0 || index == values.count - 1
                    let keys = sample(x, plan: onStride)
                    if stopped { return }
                    if let previous, previous.keys.local != keys.local {
                        bisect(previous.value, previous.keys, x, keys, levels: 10)
                    }
                    if keys.planned != nil {
                        if let previousPlanned, previousPlanned.keys.local == keys.local,
                           previousPlanned.keys.planned != keys.planned {
                            bisect(previousPlanned.value, previousPlanned.keys, x, keys, levels: 10)
                        }
                        previousPlanned = (x, keys)
                    }
                    previous = (x, keys)
                }
            }
        }
    }

    /// A hash of the structure (``NodeShape``s and topology, no parameter value) of the nodes
    /// this image adds on top of the nodes in `boundary` (which enter by identity), and whether
    /// its extent is infinite or empty. Equal keys: the same kernels wired the same way.
    func localStructureKey(stoppingAt boundary: Set<ObjectIdentifier>) -> Int {
        var hasher = Hasher()
        hasher.combine(extent.isInfinite)
        hasher.combine(extent.isEmpty)
        var positions: [ObjectIdentifier: Int] = [:]
        var stack = [node]
        while let next = stack.popLast() {
            let id = ObjectIdentifier(next)
            guard positions[id] == nil else {
                hasher.combine(positions[id])
                continue
            }
            positions[id] = positions.count
            if boundary.contains(id) {
                hasher.combine(id)
                continue
            }
            NodeShape(next, encoding: .linear).hash(into: &hasher)
            hasher.combine(next.inputs.count)
            stack.append(contentsOf: next.inputs.reversed())
        }
        return hasher.finalize()
    }
}

/// The values ``RenderContext/prepare(_:region:size:)`` tries for one parameter so that every
/// program its whole range can reach is compiled: a program's structure (tap counts, pyramid
/// depth, pass count) changes only at thresholds, which these samples are dense enough to meet.
enum ParameterSweep {
    /// Every this many samples (and the last) a variant is planned whole even when its filter's
    /// local structure was seen (``Image/forEachParameterVariant(_:)``).
    static let planStride = 4
    /// Samples per evenly spaced (and, for positive ranges, log-spaced) grid.
    static let gridSteps = 96
    /// Ranges at most this wide also get every integer and half-integer (radius-like parameters
    /// change structure at whole pixels).
    static let integerSpan = 256.0

    /// Both booleans, every choice, or numbers over the hard and slider ranges; nothing for
    /// vectors, colours and images.
    static func values(for parameter: ParameterDescriptor) -> [ParameterValue] {
        switch parameter.type {
        case .boolean: return [.bool(false), .bool(true)]
        case .choice: return parameter.choices.map { .string($0) }
        case .scalar, .angle, .distance, .integer: return numbers(for: parameter).map { .number($0) }
        case .position, .vector, .color, .image: return []
        }
    }

    static func numbers(for parameter: ParameterDescriptor) -> [Double] {
        var out = Set<Double>()
        let ranges = [(parameter.minimum, parameter.maximum), (parameter.sliderMinimum, parameter.sliderMaximum)]
        for case let (lower?, upper?) in ranges where lower.isFinite && upper.isFinite && lower <= upper {
            for i in 0...gridSteps {
                let t = Double(i) / Double(gridSteps)
                out.insert(lower + (upper - lower) * t)
                if lower > 0 { out.insert(lower * pow(upper / lower, t)) }
            }
            if upper - lower <= integerSpan {
                var k = lower.rounded(.up)
                while k <= upper {
                    out.insert(k)
                    if k + 0.5 <= upper { out.insert(k + 0.5) }
                    k += 1
                }
            }
        }
        return out.sorted()
    }
}
