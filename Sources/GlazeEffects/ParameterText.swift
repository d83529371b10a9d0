import Glaze
import Foundation

/// Parses the command-line spelling of parameter values (DESIGN §5): numbers `radius=10`,
/// vectors and points `center=320,240`, colours `color=1,0.5,0,1` (linear RGBA, not
/// premultiplied), images `mask=path.png`, choices by name, booleans `true`/`false`.
public enum ParameterText {
    /// A problem with one `key=value` pair.
    public struct ParseError: Error, Sendable, CustomStringConvertible {
        public let message: String
        public var description: String { message }
    }

    /// Splits `key=value`.
    public static func split(_ assignment: String) throws(ParseError) -> (key: String, value: String) {
        guard let equals = assignment.firstIndex(of: "="), equals != assignment.startIndex else {
            throw ParseError(message: "expected key=value, got '\(assignment)'")
        }
        return (String(assignment[..<equals]).trimmingCharacters(in: .whitespaces),
                String(assignment[assignment.index(after: equals)...]).trimmingCharacters(in: .whitespaces))
    }

    /// The value of `text` for parameter `p` of `filter`. Image paths are loaded as PNGs.
    public static func parse(_ text: String, for p: ParameterDescriptor, filter: String) throws(ParseError) -> ParameterValue {
        func numbers() throws(ParseError) -> [Double] {
            let parts = text.split(separator: ",", omittingEmptySubsequences: false)
            var result: [Double] = []
            for part in parts {
                guard let v = Double(part.trimmingCharacters(in: .whitespaces)), v.isFinite else {
                    throw ParseError(message: "\(filter).\(p.name): '\(text)' is not a list of numbers")
                }
                result.append(v)
            }
            return result
        }
        switch p.type {
        case .scalar, .angle, .distance, .integer:
            let v = try numbers()
            guard v.count == 1 else { throw ParseError(message: "\(filter).\(p.name): expected one number, got '\(text)'") }
            return .number(v[0])
        case .boolean:
            switch text.lowercased() {
            case "true", "1", "yes", "on": return .bool(true)
            case "false", "0", "no", "off": return .bool(false)
            default: throw ParseError(message: "\(filter).\(p.name): expected true or false, got '\(text)'")
            }
        case .position, .vector:
            let v = try numbers()
            guard v.count == p.componentCount else {
                throw ParseError(message: "\(filter).\(p.name): expected \(p.componentCount) comma-separated numbers, got '\(text)'")
            }
            return .vector(v)
        case .color:
            let v = try numbers()
            guard v.count == 3 || v.count == 4 else {
                throw ParseError(message: "\(filter).\(p.name): expected r,g,b or r,g,b,a (linear, not premultiplied), got '\(text)'")
            }
            return .color(SIMD4(v[0], v[1], v[2], v.count == 4 ? v[3] : 1))
        case .choice:
            guard p.choices.contains(text) else {
                throw ParseError(message: "\(filter).\(p.name): '\(text)' is not one of \(p.choices.joined(separator: ", "))")
            }
            return .string(text)
        case .image:
            do {
                return .image(try Image(contentsOfPNG: text))
            } catch {
                throw ParseError(message: "\(filter).\(p.name): cannot load the image '\(text)': \(error)")
            }
        }
    }
}
