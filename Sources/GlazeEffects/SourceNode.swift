/// A YAML/JSON node with the place it came from: the effect-file parser's input.
///
/// Composed by ``SourceReader`` from libyaml's events so every value keeps its line and column
/// (1-based, columns counted in Unicode scalars) and its file, since `extends` merges nodes from
/// several files.
struct SourceNode: Sendable {
    /// One `key: value` pair of a mapping.
    struct Entry: Sendable {
        var key: String
        var keyLocation: SourceLocation
        var value: SourceNode
    }

    indirect enum Kind: Sendable {
        /// A scalar's text; `quoted` for single- or double-quoted (always a string).
        case scalar(String, quoted: Bool)
        case mapping([Entry])
        case sequence([SourceNode])
        /// `~`, `null` or an empty value.
        case null
    }

    var kind: Kind
    var location: SourceLocation

    /// The mapping's entries, or nil.
    var entries: [Entry]? {
        if case .mapping(let entries) = kind { return entries }
        return nil
    }

    var items: [SourceNode]? {
        if case .sequence(let items) = kind { return items }
        return nil
    }

    /// The scalar's text, or nil.
    var scalar: String? {
        if case .scalar(let text, _) = kind { return text }
        return nil
    }

    var isQuoted: Bool {
        if case .scalar(_, let quoted) = kind { return quoted }
        return false
    }

    /// A number written as a plain (unquoted) scalar: `0.5`, `-3`, `1e-3`, `.inf`, `.nan`.
    var number: Double? {
        guard case .scalar(let text, false) = kind else { return nil }
        return Self.parseNumber(text)
    }

    /// A plain `true` / `false`.
    var bool: Bool? {
        guard case .scalar(let text, false) = kind else { return nil }
        switch text {
        case "true", "True", "TRUE": return true
        case "false", "False", "FALSE": return false
        default: return nil
        }
    }

    /// The value under `key` in a mapping (the last one wins; duplicates are reported apart).
    func value(_ key: String) -> SourceNode? {
        entries?.last { $0.key == key }?.value
    }

    /// A short description of the node's shape for messages.
    var kindName: String {
        switch kind {
        case .scalar(let text, let quoted):
            if !quoted, Self.parseNumber(text) != nil { return "a number" }
            if !quoted, bool != nil { return "a boolean" }
            return "a string"
        case .mapping: return "a mapping"
        case .sequence: return "a list"
        case .null: return "nothing"
        }
    }

    static func parseNumber(_ text: String) -> Double? {
        switch text {
        case ".inf", ".Inf", ".INF", "+.inf": return .infinity
        case "-.inf", "-.Inf", "-.INF": return -.infinity
        case ".nan", ".NaN", ".NAN": return .nan
        default: break
        }
        guard let first = text.unicodeScalars.first,
              first == "-" || first == "+" || first == "." || ("0"..."9").contains(first) else { return nil }
        // Reject Swift's extra spellings ("nan", "inf", hex floats) that YAML does not mean.
        guard !text.contains("x"), !text.contains("X"), !text.lowercased().contains("n") else { return nil }
        return Double(text)
    }
}
