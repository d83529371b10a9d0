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

    init(input: Image, filter: any Filter, descriptor: FilterDescriptor, values: [String: ParameterValue]?,
         make: @escaping @Sendable (FilterParameters) throws -> any Filter) {
        self.input = input
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
    /// Calls `body` with this recipe rebuilt for every value ``ParameterSweep`` gives each
    /// parameter of each filter along its chain of ``applying(_:)`` steps (from this image back
    /// to the first image not made by a filter), one parameter at a time with the others as
    /// applied. `body` returns a key of the variant's plan structure, or nil to stop the sweep:
    /// where two neighbouring numbers give different keys, the interval between them is bisected
    /// (down to 1/1024 of it) so that a structure reached only inside it is met too. Filters
    /// applied to the chain's image inputs are not swept.
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
            for parameter in step.descriptor.parameters {
                // The variant's structure key; Int.min for values the filter refuses.
                func key(_ value: ParameterValue) -> Int {
                    var values = given
                    values[parameter.name] = value
                    guard !stopped, let checked = try? FilterParameters(values, for: step.descriptor),
                          let filter = try? step.make(checked) else { return Int.min }
                    var rebuilt = filter.apply(to: step.input)
                    for upper in chain[..<depth].reversed() {
                        rebuilt = upper.filter.apply(to: rebuilt)
                    }
                    guard let key = body(rebuilt) else {
                        stopped = true
                        return Int.min
                    }
                    return key
                }
                func bisect(_ a: Double, _ keyA: Int, _ b: Double, _ keyB: Int, levels: Int) {
                    guard levels > 0, !stopped else { return }
                    let middle = (a + b) / 2
                    let keyM = key(.number(middle))
                    if keyM != keyA { bisect(a, keyA, middle, keyM, levels: levels - 1) }
                    if keyM != keyB { bisect(middle, keyM, b, keyB, levels: levels - 1) }
                }
                var previous: (value: Double, key: Int)?
                for value in ParameterSweep.values(for: parameter) {
                    let k = key(value)
                    if stopped { return }
                    guard case .number(let x) = value else { continue }
                    if let previous, previous.key != k { bisect(previous.value, previous.key, x, k, levels: 10) }
                    previous = (x, k)
                }
            }
        }
    }
}

/// The values ``RenderContext/prepare(_:region:size:)`` tries for one parameter so that every
/// program its whole range can reach is compiled: a program's structure (tap counts, pyramid
/// depth, pass count) changes only at thresholds, which these samples are dense enough to meet.
enum ParameterSweep {
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
