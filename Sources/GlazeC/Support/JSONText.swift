import Glaze

/// A minimal JSON value for the describe/stats strings (no Foundation encoder needed; key order
/// is kept as written).
indirect enum JSONText: Sendable {
    case string(String)
    /// nil or a non-finite number is written as `null`.
    case number(Double?)
    case bool(Bool)
    case null
    case array([JSONText])
    case object([(String, JSONText)])

    var text: String {
        switch self {
        case .string(let s): return Self.quote(s)
        case .number(let v?) where v.isFinite:
            if v == v.rounded(), abs(v) < 1e15 { return String(Int64(v)) }
            return String(v)
        case .number: return "null"
        case .bool(let b): return b ? "true" : "false"
        case .null: return "null"
        case .array(let items): return "[" + items.map(\.text).joined(separator: ",") + "]"
        case .object(let fields): return "{" + fields.map { Self.quote($0.0) + ":" + $0.1.text }.joined(separator: ",") + "}"
        }
    }

    static func quote(_ s: String) -> String {
        var out = "\""
        for scalar in s.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case _ where scalar.value < 0x20: out += unicodeEscape(scalar.value)
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }

    private static func unicodeEscape(_ value: UInt32) -> String {
        let hex = String(value, radix: 16)
        return "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
    }
}
