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
