import FoundationEssentials
import Glaze

/// A JSON document built in code and encoded with sorted keys, so output is stable.
enum JSONValue: Encodable, Equatable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSONValue])
    case object([String: JSONValue])

    func encode(to encoder: any Encoder) throws {
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
        }
    }

    static func number(_ value: Double?) -> JSONValue { value.map { .number($0) } ?? .null }

    /// Pretty-printed, sorted-key UTF-8 text.
    func encodedText(pretty: Bool = true) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = pretty ? [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
                                          : [.sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(self), as: UTF8.self)
    }
}

extension JSONValue {
    /// A parameter value as JSON: numbers, arrays of numbers (vectors, colours), strings,
    /// booleans; images (which have no textual default) are null.
    init(_ value: ParameterValue?) {
        switch value {
        case nil: self = .null
        case .number(let v)?: self = .number(v)
        case .vector(let v)?: self = .array(v.map { .number($0) })
        case .color(let c)?: self = .array([c.x, c.y, c.z, c.w].map { .number($0) })
        case .string(let s)?: self = .string(s)
        case .bool(let b)?: self = .bool(b)
        case .image?: self = .null
        }
    }
}
