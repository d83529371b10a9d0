/// A filter: a value with typed parameters and a static descriptor that builds an image recipe.
///
/// Conformers are structs whose stored properties are the parameters (Core Image's names
/// without the `input` prefix). `init(parameters:)` lets registries build them from
/// string-keyed values (effect files, the CLI, the C API).
public protocol Filter: Sendable {
    /// The filter's name, category and parameters (with defaults and ranges).
    static var descriptor: FilterDescriptor { get }
    /// Builds the filter from validated values; missing ones take the descriptor's defaults.
    init(parameters: FilterParameters) throws
    /// The output recipe with `input` as the main input (ignored by generators).
    func apply(to input: Image) -> Image
}

/// A problem building a filter from string-keyed values.
public struct FilterError: Error, CustomStringConvertible, Sendable, Equatable {
    /// Stable error codes, 3001...3007.
    public enum Code: Int, Sendable, CaseIterable {
        /// No filter of that name or alias is registered.
        case unknownFilter = 3001
        /// The filter has no parameter of that name.
        case unknownParameter = 3002
        /// The value's type does not fit the parameter.
        case wrongType = 3003
        /// A value outside the parameter's range, or a choice that is not one of its choices.
        case outOfRange = 3004
        /// A required image parameter was not given.
        case missingInput = 3005
        /// A name or alias is already registered.
        case duplicateName = 3006
        /// A number parameter was given NaN.
        case notANumber = 3007
    }

    /// What went wrong, stable.
    public let code: Code
    /// The filter at fault.
    public let filter: String
    /// The parameter at fault, when there is one.
    public let parameter: String?
    /// A sentence for people.
    public let message: String
    /// Close registered names for unknown filters or parameters.
    public let suggestions: [String]

    /// Makes an error about `filter` (and `parameter`), with close names as `suggestions`.
    public init(_ code: Code, filter: String, parameter: String? = nil, _ message: String, suggestions: [String] = []) {
        self.code = code
        self.filter = filter
        self.parameter = parameter
        self.message = message
        self.suggestions = suggestions
    }

    public var description: String {
        let text = parameter.map { "\(filter).\($0): \(message)" } ?? "\(filter): \(message)"
        return text + didYouMean(suggestions)
    }
}

/// String-keyed parameter values checked against a descriptor, read with typed accessors.
///
/// Unknown names, wrong types and NaN are errors. Numbers outside the descriptor's hard range
/// are clamped (``clampedParameters`` lists which), so a filter never sees an out-of-range value.
public struct FilterParameters: Sendable {
    /// The descriptor the values were checked against.
    public let descriptor: FilterDescriptor
    private var values: [String: ParameterValue]
    /// Names of parameters whose values were clamped into range.
    public private(set) var clampedParameters: [String] = []
    /// Every number that was clamped into range: the parameter, the value given and the value used.
    public private(set) var clampedValues: [(parameter: String, given: Double, used: Double)] = []

    /// Checks `values` against `descriptor`.
    public init(_ values: [String: ParameterValue] = [:], for descriptor: FilterDescriptor) throws {
        self.descriptor = descriptor
        self.values = [:]
        for (key, value) in values.sorted(by: { $0.key < $1.key }) {
            guard let parameter = descriptor.parameter(named: key) else {
                throw FilterError(.unknownParameter, filter: descriptor.name, parameter: key,
                                  "unknown parameter; \(descriptor.name) takes \(descriptor.parameters.map(\.name).joined(separator: ", "))",
                                  suggestions: closestNames(to: key, in: descriptor.parameters.map(\.name)))
            }
            self.values[key] = try normalize(value, for: parameter)
        }
    }

    /// Defaults only (for a descriptor whose every parameter has a default).
    static func defaults(for descriptor: FilterDescriptor) -> FilterParameters {
        (try? FilterParameters([:], for: descriptor)) ?? FilterParameters(unchecked: descriptor)
    }

    private init(unchecked descriptor: FilterDescriptor) {
        self.descriptor = descriptor
        self.values = [:]
    }

    private mutating func normalize(_ value: ParameterValue, for p: ParameterDescriptor) throws -> ParameterValue {
        func fail(_ message: String, _ code: FilterError.Code = .wrongType) -> FilterError {
            FilterError(code, filter: descriptor.name, parameter: p.name, message)
        }
        func clamp(_ v: Double) throws -> Double {
            guard !v.isNaN else { throw fail("NaN is not a valid value", .notANumber) }
            var c = v
            if let lo = p.minimum { c = Swift.max(lo, c) }
            if let hi = p.maximum { c = Swift.min(hi, c) }
            if c != v {
                clampedParameters.append(p.name)
                clampedValues.append((p.name, v, c))
            }
            return c
        }
        switch (p.type, value) {
        case (.scalar, .number(let v)), (.angle, .number(let v)), (.distance, .number(let v)):
            return .number(try clamp(v))
        case (.integer, .number(let v)):
            return .number(try clamp(v).rounded())
        case (.boolean, .bool): return value
        case (.boolean, .number(let v)): return .bool(v != 0)
        case (.position, .vector(let v)), (.vector, .vector(let v)):
            guard v.count == p.componentCount else {
                throw fail("expected \(p.componentCount) numbers, got \(v.count)")
            }
            return .vector(try v.map(clamp))
        case (.vector, .number(let v)) where p.componentCount == 1:
            return .vector([try clamp(v)])
        case (.color, .color(let c)):
            return .color(SIMD4(try clamp(c.x), try clamp(c.y), try clamp(c.z), try clamp(c.w)))
        case (.color, .vector(let v)) where v.count == 3 || v.count == 4:
            let c = try v.map(clamp)
            return .color(SIMD4(c[0], c[1], c[2], c.count == 4 ? c[3] : 1))
        case (.image, .image): return value
        case (.choice, .string(let s)):
            guard p.choices.contains(s) else {
                throw FilterError(.outOfRange, filter: descriptor.name, parameter: p.name,
                                  "'\(s)' is not one of \(p.choices.joined(separator: ", "))",
                                  suggestions: closestNames(to: s, in: p.choices))
            }
            return value
        default:
            throw fail("expected \(p.type.rawValue), got \(value)")
        }
    }

    /// The value given for `name`, else its default (nil for an image not given).
    /// - Throws: ``FilterError/Code/unknownParameter`` when the descriptor has no parameter `name`
    ///   (a misspelt name in a filter's own code fails instead of reading as 0).
    func checkedValue(_ name: String) throws -> ParameterValue? {
        if let given = values[name] { return given }
        guard let parameter = descriptor.parameter(named: name) else {
            throw FilterError(.unknownParameter, filter: descriptor.name, parameter: name,
                              "the filter reads a parameter its descriptor does not declare",
                              suggestions: closestNames(to: name, in: descriptor.parameters.map(\.name)))
        }
        return parameter.defaultValue
    }

    /// A number (scalar, angle, distance, integer; booleans as 0 or 1).
    /// - Throws: ``FilterError/Code/unknownParameter`` for a name the descriptor does not declare.
    public func float(_ name: String) throws -> Float {
        try checkedValue(name).flatMap(Float.init(parameterValue:)) ?? 0
    }

    /// A number as `Double` (throws as ``float(_:)`` does).
    public func double(_ name: String) throws -> Double {
        if case .number(let v) = try checkedValue(name) { return v }
        return 0
    }

    /// A boolean (numbers: non-zero is true; throws as ``float(_:)`` does).
    public func bool(_ name: String) throws -> Bool {
        try checkedValue(name).flatMap(Bool.init(parameterValue:)) ?? false
    }

    /// A position or vector as a `Point` (first two components; throws as ``float(_:)`` does).
    public func point(_ name: String) throws -> Point {
        try checkedValue(name).flatMap(Point.init(parameterValue:)) ?? .zero
    }

    /// A vector's or position's components (throws as ``float(_:)`` does).
    public func vector(_ name: String) throws -> [Double] {
        if case .vector(let v) = try checkedValue(name) { return v }
        return []
    }

    /// A colour (linear, not premultiplied; throws as ``float(_:)`` does).
    public func color(_ name: String) throws -> SIMD4<Float> {
        try checkedValue(name).flatMap(SIMD4<Float>.init(parameterValue:)) ?? .zero
    }

    /// An image parameter, or nil when not given (throws as ``float(_:)`` does).
    public func image(_ name: String) throws -> Image? {
        if case .image(let i) = try checkedValue(name) { return i }
        return nil
    }

    /// A choice parameter's value (throws as ``float(_:)`` does).
    public func string(_ name: String) throws -> String {
        if case .string(let s) = try checkedValue(name) { return s }
        return ""
    }

    /// Whether the caller gave a value for `name` (as opposed to the default).
    public func isSet(_ name: String) -> Bool { values[name] != nil }
}

/// ` (did you mean 'a', 'b'?)` for `names`, or nothing when there are none: the one wording of
/// suggestions in errors, the CLI, the C API and effect files.
package func didYouMean(_ names: [String]) -> String {
    names.isEmpty ? "" : " (did you mean \(names.map { "'\($0)'" }.joined(separator: ", "))?)"
}

/// Names in `candidates` closest to `name` by edit distance (case-insensitive), best first: the
/// "did you mean" list for unknown filters, parameters, choices and effect-file keys. The one
/// implementation, used by the registry, the CLI, the C API and effect files.
/// - Parameters:
///   - limit: at most this many names.
///   - maximumDistance: the largest edit distance suggested; nil: `max(3, name.count / 2)`.
///   - substringMinimum: a candidate containing `name` is suggested whatever its distance when
///     `name` has at least this many characters.
/// Names of 200 characters or more (hostile input) get no suggestions.
public func closestNames(to name: String, in candidates: [String], limit: Int = 3,
                         maximumDistance: Int? = nil, substringMinimum: Int = 1) -> [String] {
    let target = Array(name.lowercased().unicodeScalars)
    guard target.count < 200 else { return [] }
    func distance(_ other: String) -> Int {
        let b = Array(other.lowercased().unicodeScalars)
        if target.isEmpty { return b.count }
        if b.isEmpty { return target.count }
        var row = Array(0...b.count)
        for i in 1...target.count {
            var previous = row[0]
            row[0] = i
            for j in 1...b.count {
                let saved = row[j]
                row[j] = Swift.min(row[j] + 1, row[j - 1] + 1, previous + (target[i - 1] == b[j - 1] ? 0 : 1))
                previous = saved
            }
        }
        return row[b.count]
    }
    let lowered = name.lowercased()
    let threshold = maximumDistance ?? Swift.max(3, target.count / 2)
    var scored: [(name: String, distance: Int)] = []
    for candidate in Set(candidates) where candidate.unicodeScalars.count < 200 {
        let d = distance(candidate)
        if d <= threshold || (lowered.count >= substringMinimum && candidate.lowercased().contains(lowered)) {
            scored.append((candidate, d))
        }
    }
    scored.sort { $0.distance != $1.distance ? $0.distance < $1.distance : $0.name < $1.name }
    return scored.prefix(limit).map { $0.name }
}

extension FilterError: GlazeError {
    /// "filter".
    public static var domain: String { "filter" }

    /// The C status: unknown name, wrong type, out of range, invalid argument (NaN, a name
    /// registered twice) or filter (a missing input image).
    public static func status(of code: Code) -> GlazeStatus {
        switch code {
        case .unknownFilter, .unknownParameter: .unknownName
        case .wrongType: .wrongType
        case .outOfRange: .outOfRange
        case .notANumber, .duplicateName: .invalidArgument
        case .missingInput: .filter
        }
    }
}
