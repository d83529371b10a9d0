import FoundationEssentials
import Glaze

// Parsing `key=value` filter parameters from the command line (`--set`, `apply --filter`).
//
// This file imports only Foundation and Glaze: the test target compiles it as well (through a
// symbolic link in Tests/GlazeTests/CLI/) to unit-test it without running the tool.

/// Turns `key=value` texts into typed ``ParameterValue``s, using a filter's descriptor to decide
/// what each value means.
///
/// Value syntax (a stable interface of the tool: extend it, never rename):
/// - numbers: `radius=10`, `ev=-0.5`; angles also take degrees: `angle=90deg`;
/// - integers: `count=3`; booleans: `true`/`false`, `yes`/`no`, `on`/`off`, `1`/`0`;
/// - vectors and points: `center=320,240` (exactly the parameter's number of components);
/// - colours: `color=1,0.5,0,1` (linear RGBA, not premultiplied; `r,g,b` means alpha 1);
/// - images: `mask=path.png` (a PNG file, or a `.cube` LUT as a lookup strip; loaded by the caller's `loadImage`);
/// - choices: `operator=aces` (one of the parameter's named choices).
///
/// Errors name the filter, the key, the expected type from the descriptor and an example.
/// Range checks and clamping are left to ``FilterParameters`` (the registry), so the CLI and
/// effect files agree on them.
enum ParameterParsing {
    /// Parses every assignment; a key given twice is an error.
    /// - Parameter loadImage: turns a path into an image, for image parameters.
    static func parse(_ assignments: [String], for descriptor: FilterDescriptor,
                      loadImage: (String) throws -> Image) throws -> [String: ParameterValue] {
        var values: [String: ParameterValue] = [:]
        for text in assignments {
            let (name, value) = try parse(text, for: descriptor, loadImage: loadImage)
            guard values[name] == nil else {
                throw ParameterParseError(filter: descriptor.name, key: name, "is given more than once")
            }
            values[name] = value
        }
        return values
    }

    /// Parses one `key=value` text.
    static func parse(_ assignment: String, for descriptor: FilterDescriptor,
                      loadImage: (String) throws -> Image) throws -> (name: String, value: ParameterValue) {
        guard let equals = assignment.firstIndex(of: "=") else {
            throw ParameterParseError(filter: descriptor.name, key: "",
                                      "'\(assignment)' is not key=value (for example \(example(for: descriptor)))")
        }
        let key = assignment[..<equals].trimmingWhitespace()
        let text = assignment[assignment.index(after: equals)...].trimmingWhitespace()
        guard !key.isEmpty else {
            throw ParameterParseError(filter: descriptor.name, key: "", "the key before '=' is empty in '\(assignment)'")
        }
        guard let parameter = canonicalName(key, in: descriptor).flatMap(descriptor.parameter(named:)) else {
            let names = descriptor.parameters.map(\.name)
            let known = names.isEmpty ? "it takes no parameters" : "it takes \(names.joined(separator: ", "))"
            let close = suggestions(for: key, in: names)
            let hint = didYouMean(close)
            throw ParameterParseError(filter: descriptor.name, key: key, "is not a parameter of \(descriptor.name); \(known)\(hint)")
        }
        return (parameter.name, try value(text, for: parameter, filter: descriptor.name, loadImage: loadImage))
    }

    /// The descriptor's name for parameter `key`: the name itself, or a Core Image name with the
    /// `input` prefix (`inputAngle` is `angle`, `inputRadius` is `radius`), like filter aliases.
    /// `nil` when the filter has no such parameter.
    static func canonicalName(_ key: String, in descriptor: FilterDescriptor) -> String? {
        if descriptor.parameter(named: key) != nil { return key }
        guard key.hasPrefix("input"), key.count > 5 else { return nil }
        // Core Image capitalises after the prefix (inputEV is ev, inputRVector is rVector).
        let rest = key.dropFirst(5)
        return descriptor.parameters.first { $0.name.lowercased() == rest.lowercased() }?.name
    }

    /// Parses `text` as a value of `parameter`'s type.
    static func value(_ text: String, for parameter: ParameterDescriptor, filter: String,
                      loadImage: (String) throws -> Image) throws -> ParameterValue {
        func fail(_ detail: String? = nil) -> ParameterParseError {
            let got = text.isEmpty ? "an empty value" : "'\(text)'"
            return ParameterParseError(filter: filter, key: parameter.name,
                                       "expects \(expectedForm(of: parameter)), got \(got)\(detail.map { ": \($0)" } ?? "")")
        }
        switch parameter.type {
        case .scalar, .distance:
            return .number(try number(text, or: fail))
        case .angle:
            let lowered = text.lowercased()
            for suffix in ["deg", "°"] where lowered.hasSuffix(suffix) {
                let degrees = try number(String(lowered.dropLast(suffix.count)).trimmingWhitespace(), or: fail)
                return .number(degrees * .pi / 180)
            }
            let radians = lowered.hasSuffix("rad") ? String(lowered.dropLast(3)).trimmingWhitespace() : text
            return .number(try number(radians, or: fail))
        case .integer:
            let v = try number(text, or: fail)
            guard v == v.rounded() else { throw fail("not a whole number") }
            return .number(v)
        case .boolean:
            switch text.lowercased() {
            case "true", "yes", "on", "1": return .bool(true)
            case "false", "no", "off", "0": return .bool(false)
            default: throw fail()
            }
        case .position, .vector:
            let components = try numbers(text, or: fail)
            guard components.count == parameter.componentCount else {
                throw fail("\(components.count) number\(components.count == 1 ? "" : "s") instead of \(parameter.componentCount)")
            }
            return .vector(components)
        case .color:
            let c = try numbers(text, or: fail)
            guard c.count == 3 || c.count == 4 else {
                throw fail("\(c.count) number\(c.count == 1 ? "" : "s") instead of 3 or 4")
            }
            return .color(SIMD4(c[0], c[1], c[2], c.count == 4 ? c[3] : 1))
        case .image:
            guard !text.isEmpty else { throw fail() }
            do {
                return .image(try loadImage(text))
            } catch {
                let reason = (error as? PNGError)?.message ?? (error as? CLIError)?.message ?? String(describing: error)
                throw ParameterParseError(filter: filter, key: parameter.name, "cannot load image '\(text)': \(reason)",
                                          isFileProblem: true)
            }
        case .choice:
            guard parameter.choices.contains(text) else {
                let close = suggestions(for: text, in: parameter.choices)
                throw fail(close.isEmpty ? nil : "did you mean \(close.map { "'\($0)'" }.joined(separator: ", "))?")
            }
            return .string(text)
        }
    }

    /// What a value of `parameter` looks like, for messages and help: "a number (px), e.g. radius=10".
    static func expectedForm(of parameter: ParameterDescriptor) -> String {
        let unit = parameter.unit.isEmpty ? "" : " (\(parameter.unit))"
        let name = parameter.name
        switch parameter.type {
        case .scalar, .distance:
            return "a number\(unit), e.g. \(name)=\(formatted(parameter.defaultValue) ?? "1")"
        case .angle:
            return "an angle in radians (or degrees with 'deg'), e.g. \(name)=0.5 or \(name)=30deg"
        case .integer:
            return "a whole number, e.g. \(name)=\(formatted(parameter.defaultValue) ?? "1")"
        case .boolean:
            return "true or false, e.g. \(name)=true"
        case .position:
            return "a point: \(parameter.componentCount) comma-separated numbers\(unit), e.g. \(name)=\(formatted(parameter.defaultValue) ?? "320,240")"
        case .vector:
            let sample = formatted(parameter.defaultValue)
                ?? Array(repeating: "0", count: max(1, parameter.componentCount)).joined(separator: ",")
            return "a vector: \(parameter.componentCount) comma-separated number\(parameter.componentCount == 1 ? "" : "s"), e.g. \(name)=\(sample)"
        case .color:
            return "a colour: 3 or 4 comma-separated numbers (linear RGBA, not premultiplied), e.g. \(name)=1,0.5,0,1"
        case .image:
            return "an image: the path of a PNG file (or of a .cube LUT, as a lookup strip), e.g. \(name)=mask.png"
        case .choice:
            return "one of \(parameter.choices.joined(separator: ", "))"
        }
    }

    // MARK: Helpers

    private static func number(_ text: String, or fail: (String?) -> ParameterParseError) throws -> Double {
        guard let v = Double(text.trimmingWhitespace()) else { throw fail(nil) }
        guard v.isFinite else { throw fail("not a finite number") }
        return v
    }

    private static func numbers(_ text: String, or fail: (String?) -> ParameterParseError) throws -> [Double] {
        let parts = text.split(separator: ",", omittingEmptySubsequences: false)
        guard !text.isEmpty else { throw fail(nil) }
        return try parts.map { part in
            let trimmed = part.trimmingWhitespace()
            guard let v = Double(trimmed) else { throw fail(trimmed.isEmpty ? "an empty component" : "'\(trimmed)' is not a number") }
            guard v.isFinite else { throw fail("'\(trimmed)' is not a finite number") }
            return v
        }
    }

    private static func formatted(_ value: ParameterValue?) -> String? {
        switch value {
        case .number?, .vector?, .color?, .string?, .bool?: return value?.description
        default: return nil
        }
    }

    private static func example(for descriptor: FilterDescriptor) -> String {
        guard let first = descriptor.parameters.first(where: { $0.type != .image }) ?? descriptor.parameters.first else {
            return "radius=10"
        }
        let form = expectedForm(of: first)
        if let range = form.firstRange(of: "e.g. ") {
            return String(form[range.upperBound...].split(separator: " ").first ?? "")
        }
        return "\(first.name)=…"
    }

    /// Names close to `name`, best first (the registry's "did you mean" rule).
    static func suggestions(for name: String, in candidates: [String], limit: Int = 3) -> [String] {
        closestNames(to: name, in: candidates, limit: limit)
    }
}

/// A `key=value` that does not fit the filter's descriptor. Its description names the filter,
/// the key and what was expected.
struct ParameterParseError: Error, CustomStringConvertible, Equatable {
    let filter: String
    let key: String
    let message: String
    /// Whether an image file could not be read (a bad input file rather than bad syntax).
    let isFileProblem: Bool

    init(filter: String, key: String, _ message: String, isFileProblem: Bool = false) {
        self.filter = filter
        self.key = key
        self.message = message
        self.isFileProblem = isFileProblem
    }

    var description: String {
        key.isEmpty ? "\(filter): \(message)" : "\(filter).\(key) \(message)"
    }
}
