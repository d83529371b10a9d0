import Glaze
import Yams

/// A YAML/JSON node with the place it came from: the effect-file parser's input.
///
/// Built from Yams' node tree so every value keeps its line and column (and its file, since
/// `extends` merges nodes from several files).
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

/// Reads YAML/JSON text into ``SourceNode``s, turning parser errors into diagnostics.
enum SourceReader {
    /// More nodes than any hand-written effect file has (guards against alias bombs).
    static let nodeLimit = 100_000
    static let depthLimit = 64

    static func read(_ text: String, file: String) -> Result<SourceNode?, EffectDiagnostic> {
        // Yams parses straight from the string's UTF-8 storage, but a small string (≤ 15 bytes)
        // lives inline and its storage pointer dangles once Yams' closure returns (a crash the
        // mutation fuzz test found). Blank padding makes every string a heap string.
        var yaml = text
        if yaml.utf8.count < 64 { yaml += "\n" + String(repeating: " ", count: 64) }
        yaml.makeContiguousUTF8()
        let root: Node?
        do {
            root = try Yams.compose(yaml: yaml)
        } catch let error as YamlError {
            return .failure(diagnostic(for: error, file: file))
        } catch {
            return .failure(EffectDiagnostic(.syntaxError, at: SourceLocation(file: file, line: 0, column: 0),
                                             keyPath: "", "cannot parse: \(error)"))
        }
        guard let root else { return .success(nil) }
        var count = 0
        do {
            return .success(try convert(root, file: file, depth: 0, count: &count))
        } catch {
            return .failure(error)
        }
    }

    private static func location(_ mark: Mark?, _ file: String) -> SourceLocation {
        SourceLocation(file: file, line: mark?.line ?? 0, column: mark?.column ?? 0)
    }

    private static func convert(_ node: Node, file: String, depth: Int, count: inout Int) throws(EffectDiagnostic) -> SourceNode {
        count += 1
        let here = location(node.mark, file)
        guard count <= nodeLimit, depth <= depthLimit else {
            throw EffectDiagnostic(.documentTooLarge, at: here, keyPath: "",
                                   count > nodeLimit ? "the document has more than \(nodeLimit) nodes"
                                                     : "the document nests deeper than \(depthLimit) levels")
        }
        switch node {
        case .scalar(let scalar):
            let quoted = scalar.style == .singleQuoted || scalar.style == .doubleQuoted
                || scalar.style == .literal || scalar.style == .folded
            if !quoted, ["", "~", "null", "Null", "NULL"].contains(scalar.string) {
                return SourceNode(kind: .null, location: here)
            }
            return SourceNode(kind: .scalar(scalar.string, quoted: quoted), location: here)
        case .mapping(let mapping):
            var entries: [SourceNode.Entry] = []
            for (key, value) in mapping {
                let keyText: String
                if case .scalar(let s) = key { keyText = s.string } else {
                    throw EffectDiagnostic(.wrongType, at: location(key.mark, file), keyPath: "",
                                           "mapping keys must be plain names, not a list or mapping")
                }
                entries.append(.init(key: keyText, keyLocation: location(key.mark, file),
                                     value: try convert(value, file: file, depth: depth + 1, count: &count)))
            }
            return SourceNode(kind: .mapping(entries), location: here)
        case .sequence(let sequence):
            var items: [SourceNode] = []
            for item in sequence {
                items.append(try convert(item, file: file, depth: depth + 1, count: &count))
            }
            return SourceNode(kind: .sequence(items), location: here)
        case .alias(let alias):
            return SourceNode(kind: .null, location: location(alias.mark, file))
        }
    }

    private static func diagnostic(for error: YamlError, file: String) -> EffectDiagnostic {
        func make(_ problem: String, _ context: YamlError.Context?, _ mark: Mark) -> EffectDiagnostic {
            let text = context.map { "\(problem) \($0.text)" } ?? problem
            return EffectDiagnostic(.syntaxError, at: location(mark, file), keyPath: "", "invalid YAML: \(text)")
        }
        switch error {
        case .scanner(let context, let problem, let mark, _): return make(problem, context, mark)
        case .parser(let context, let problem, let mark, _): return make(problem, context, mark)
        case .composer(let context, let problem, let mark, _): return make(problem, context, mark)
        case .reader(let problem, _, _, _):
            return EffectDiagnostic(.syntaxError, at: location(nil, file), keyPath: "", "invalid text: \(problem)")
        case .duplicatedKeysInMapping(let duplicates, let context):
            return EffectDiagnostic(.duplicateKey, at: location(context.mark, file), keyPath: "",
                                    "duplicate key\(duplicates.count == 1 ? "" : "s") \(duplicates.map { "'\($0)'" }.joined(separator: ", ")) in one mapping")
        default:
            return EffectDiagnostic(.syntaxError, at: location(nil, file), keyPath: "", "invalid YAML: \(error)")
        }
    }
}
