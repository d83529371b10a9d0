import FoundationEssentials
import Glaze

/// A JSON document built in code and encoded with sorted keys, so output is stable (the
/// `glaze` tool's `--json` output and `glaze studio`'s API).
public enum JSONValue: Encodable, Equatable, Sendable {
    /// `null`.
    case null
    /// `true` or `false`.
    case bool(Bool)
    /// A number (whole numbers print without a fraction; non-finite ones as null).
    case number(Double)
    /// A string.
    case string(String)
    /// An array.
    case array([JSONValue])
    /// An object (keys sorted when encoded).
    case object([String: JSONValue])
    /// A filter descriptor in its one JSON form, `glaze filters --json`'s (its own `Encodable`).
    case descriptor(FilterDescriptor)
    /// A parameter value in its JSON form (its own `Encodable`: images, which have no textual
    /// form, are null).
    case parameter(ParameterValue)

    /// Encodes the value as JSON.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .null: try container.encodeNil()
        case .bool(let b): try container.encode(b)
        case .number(let v):
            // Whole numbers print without a fraction; non-finite numbers (never expected) as null.
            if !v.isFinite {
                try container.encodeNil()
            } else if v == v.rounded(), abs(v) < 1e15 {
                try container.encode(Int64(v))
            } else {
                try container.encode(v)
            }
        case .string(let s): try container.encode(s)
        case .array(let a): try container.encode(a)
        case .object(let o): try container.encode(o)
        case .descriptor(let d): try container.encode(d)
        case .parameter(let p): try container.encode(p)
        }
    }

    /// A number, or null for nil.
    public static func number(_ value: Double?) -> JSONValue { value.map { .number($0) } ?? .null }

    /// Pretty-printed, sorted-key UTF-8 text.
    public func encodedText(pretty: Bool = true) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = pretty ? [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
                                          : [.sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(self), as: UTF8.self)
    }
}
