import CLibYAML

/// Reads YAML/JSON text into ``SourceNode``s, turning parser errors into diagnostics.
///
/// libyaml (the system library) does all the parsing; this only composes its event stream into
/// the node tree: scalars, sequences and mappings with their start marks, aliases resolved to
/// the anchored node, duplicate keys and a second document reported, then the tree's size and
/// depth bounded (aliases count once per use, so an alias bomb is caught).
enum SourceReader {
    /// More nodes than any hand-written effect file has (guards against alias bombs).
    static let nodeLimit = 100_000
    static let depthLimit = 64

    static func read(_ text: String, file: String) -> Result<SourceNode?, EffectDiagnostic> {
        var parser = yaml_parser_t()
        guard yaml_parser_initialize(&parser) == 1 else {
            return .failure(EffectDiagnostic(.syntaxError, at: SourceLocation(file: file, line: 0, column: 0),
                                             keyPath: "", "invalid YAML: Memory error"))
        }
        defer { yaml_parser_delete(&parser) }
        yaml_parser_set_encoding(&parser, YAML_UTF8_ENCODING)
        // A terminating zero keeps the buffer's address valid for empty text; it is not parsed.
        let bytes = Array(text.utf8) + [0]
        return bytes.withUnsafeBufferPointer { buffer in
            yaml_parser_set_input_string(&parser, buffer.baseAddress, buffer.count - 1)
            var composer = Composer(file: file, text: text)
            do throws(EffectDiagnostic) {
                guard let root = try composer.compose(&parser) else { return .success(nil) }
                var count = 0
                try bound(root, depth: 0, count: &count)
                if let badKey = composer.firstBadKey { throw badKey }
                return .success(root)
            } catch {
                return .failure(error)
            }
        }
    }

    /// libyaml notices an unclosed `{` or `[` only at a later token, often lines later: when a
    /// line after the opening one (at `opener`) is indented no deeper than it (block structure
    /// resumes), the error moves to the end of the last text before that line, where the `}` or
    /// `]` is missing, and says so. Other diagnostics are returned as they are.
    static func placingMissingCloser(_ diagnostic: EffectDiagnostic, opener: SourceLocation, text: String) -> EffectDiagnostic {
        let closer: Character
        if diagnostic.message.contains("expected ',' or '}'") { closer = "}" } else if diagnostic.message.contains("expected ',' or ']'") {
            closer = "]"
        } else {
            return diagnostic
        }
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        let first = opener.line - 1, last = min(diagnostic.location.line - 1, lines.count - 1)
        guard first >= 0, first < last else { return diagnostic }
        let indent = { (line: Substring) in line.prefix { $0 == " " }.count }
        let placed = { (end: SourceLocation) in
            EffectDiagnostic(diagnostic.code, at: end, keyPath: diagnostic.keyPath,
                             "invalid YAML: '\(closer)' missing at the end of this line (the \(closer == "}" ? "{" : "[") at \(opener.line):\(opener.column) is not closed)")
        }
        var end: SourceLocation?
        for index in first...last {
            let content = withoutComment(lines[index])
            guard !content.isEmpty else { continue }
            if index > first, indent(content) <= indent(lines[first]), let end { return placed(end) }
            end = SourceLocation(file: diagnostic.location.file, line: index + 1, column: content.unicodeScalars.count + 1)
        }
        // The file ended first.
        if let end, lines[last...].allSatisfy({ withoutComment($0).isEmpty }) { return placed(end) }
        return diagnostic
    }

    /// `line` without its comment (a `#` at the start or after a space, outside quotes) and
    /// trailing blanks.
    private static func withoutComment(_ line: Substring) -> Substring {
        var quote: Character?
        var previous: Character = " "
        var end = line.endIndex
        for index in line.indices {
            let c = line[index]
            if let q = quote {
                if c == q { quote = nil }
            } else if c == "\"" || c == "'" {
                quote = c
            } else if c == "#", previous == " " || previous == "\t" {
                end = index
                break
            }
            previous = c
        }
        var content = line[..<end]
        while let last = content.last, last == " " || last == "\t" || last == "\r" { content = content.dropLast() }
        return content
    }

    /// Counts nodes depth-first (a mapping's keys are not nodes) and fails at the first one past
    /// ``nodeLimit`` or deeper than ``depthLimit``.
    private static func bound(_ node: SourceNode, depth: Int, count: inout Int) throws(EffectDiagnostic) {
        count += 1
        guard count <= nodeLimit, depth <= depthLimit else {
            throw EffectDiagnostic(.documentTooLarge, at: node.location, keyPath: "",
                                   count > nodeLimit ? "the document has more than \(nodeLimit) nodes"
                                                     : "the document nests deeper than \(depthLimit) levels")
        }
        switch node.kind {
        case .mapping(let entries):
            for entry in entries { try bound(entry.value, depth: depth + 1, count: &count) }
        case .sequence(let items):
            for item in items { try bound(item, depth: depth + 1, count: &count) }
        case .scalar, .null:
            break
        }
    }
}

/// Builds the node tree from libyaml's events with an explicit stack (no recursion, whatever the
/// nesting).
private struct Composer {
    /// A node with the scalar text it was written as (a mapping key keeps `null` or `~` as text).
    private struct Composed {
        var node: SourceNode
        var text: String?
    }

    /// A sequence or mapping whose end event has not come yet.
    private struct Open {
        var location: SourceLocation
        var anchor: String?
        var isMapping: Bool
        var items: [SourceNode] = []
        var entries: [SourceNode.Entry] = []
        /// Each entry's key as written, nil for a list or mapping key.
        var keys: [String?] = []
        /// A mapping's key, waiting for its value.
        var key: Composed?
    }

    let file: String
    /// The text parsed (to place an unclosed bracket's error).
    let text: String
    /// The first mapping key that is a list or mapping (reported once the tree is bounded).
    private(set) var firstBadKey: EffectDiagnostic?
    private var anchors: [String: Composed] = [:]
    private var stack: [Open] = []
    private var root: SourceNode?

    init(file: String, text: String) {
        self.file = file
        self.text = text
    }

    /// The document's root node, nil for an empty stream.
    mutating func compose(_ parser: inout yaml_parser_t) throws(EffectDiagnostic) -> SourceNode? {
        var documents = 0
        while true {
            var event = yaml_event_t()
            guard yaml_parser_parse(&parser, &event) == 1 else { throw diagnostic(for: parser) }
            defer { yaml_event_delete(&event) }
            let here = location(event.start_mark)
            switch event.type {
            case YAML_STREAM_END_EVENT:
                return root
            case YAML_DOCUMENT_START_EVENT:
                documents += 1
                guard documents == 1 else {
                    throw EffectDiagnostic(.syntaxError, at: here, keyPath: "",
                                           "invalid YAML: but found another document expected a single document in the stream")
                }
            case YAML_SCALAR_EVENT:
                let scalar = event.data.scalar
                let text = String(decoding: UnsafeBufferPointer(start: scalar.value, count: scalar.length), as: UTF8.self)
                let quoted = scalar.style != YAML_PLAIN_SCALAR_STYLE && scalar.style != YAML_ANY_SCALAR_STYLE
                let isNull = !quoted && ["", "~", "null", "Null", "NULL"].contains(text)
                let node = SourceNode(kind: isNull ? .null : .scalar(text, quoted: quoted), location: here)
                add(Composed(node: node, text: text), anchor: Self.string(scalar.anchor))
            case YAML_ALIAS_EVENT:
                guard let name = Self.string(event.data.alias.anchor), let anchored = anchors[name] else {
                    throw EffectDiagnostic(.syntaxError, at: here, keyPath: "", "invalid YAML: found undefined alias")
                }
                add(anchored, anchor: nil)
            case YAML_SEQUENCE_START_EVENT:
                stack.append(Open(location: here, anchor: Self.string(event.data.sequence_start.anchor), isMapping: false))
            case YAML_MAPPING_START_EVENT:
                stack.append(Open(location: here, anchor: Self.string(event.data.mapping_start.anchor), isMapping: true))
            case YAML_SEQUENCE_END_EVENT, YAML_MAPPING_END_EVENT:
                guard let open = stack.popLast() else { break }
                if open.isMapping { try checkDuplicates(open) }
                let node = SourceNode(kind: open.isMapping ? .mapping(open.entries) : .sequence(open.items),
                                      location: open.location)
                add(Composed(node: node, text: nil), anchor: open.anchor)
            default:
                break   // stream start, document end
            }
        }
    }

    /// Hangs a finished node on the open collection (or makes it the root) and registers its anchor.
    private mutating func add(_ composed: Composed, anchor: String?) {
        if let anchor { anchors[anchor] = composed }
        guard var open = stack.popLast() else {
            root = composed.node
            return
        }
        if !open.isMapping {
            open.items.append(composed.node)
        } else if let key = open.key {
            let keyText: String
            if let text = key.text { keyText = text } else {
                keyText = ""
                if firstBadKey == nil {
                    firstBadKey = EffectDiagnostic(.wrongType, at: key.node.location, keyPath: "",
                                                   "mapping keys must be plain names, not a list or mapping")
                }
            }
            open.entries.append(.init(key: keyText, keyLocation: key.node.location, value: composed.node))
            open.keys.append(key.text)
            open.key = nil
        } else {
            open.key = composed
        }
        stack.append(open)
    }

    /// Fails on keys written more than once, naming them in order at the first one's first use.
    private func checkDuplicates(_ mapping: Open) throws(EffectDiagnostic) {
        var seen: [String: SourceLocation] = [:]
        var duplicates: Set<String> = []
        for (key, entry) in zip(mapping.keys, mapping.entries) {
            guard let key else { continue }
            if seen[key] == nil { seen[key] = entry.keyLocation } else { duplicates.insert(key) }
        }
        guard let first = duplicates.min(), let at = seen[first] else { return }
        let names = duplicates.sorted().map { "'\($0)'" }.joined(separator: ", ")
        throw EffectDiagnostic(.duplicateKey, at: at, keyPath: "",
                               "duplicate key\(duplicates.count == 1 ? "" : "s") \(names) in one mapping")
    }

    private func location(_ mark: yaml_mark_t) -> SourceLocation {
        SourceLocation(file: file, line: Int(mark.line) + 1, column: Int(mark.column) + 1)
    }

    /// libyaml's error as a diagnostic: scanner and parser errors at their position with the
    /// parser's own words; a byte it cannot read without one (``EffectText`` rejects those first).
    private func diagnostic(for parser: yaml_parser_t) -> EffectDiagnostic {
        let problem = parser.problem.map { String(cString: $0) } ?? "unknown problem"
        switch parser.error {
        case YAML_SCANNER_ERROR, YAML_PARSER_ERROR:
            let text = parser.context.map { "\(problem) \(String(cString: $0))" } ?? problem
            return SourceReader.placingMissingCloser(
                EffectDiagnostic(.syntaxError, at: location(parser.problem_mark), keyPath: "", "invalid YAML: \(text)"),
                opener: location(parser.context_mark), text: self.text)
        case YAML_READER_ERROR:
            return EffectDiagnostic(.syntaxError, at: SourceLocation(file: file, line: 0, column: 0), keyPath: "",
                                    "invalid text: \(problem)")
        default:
            return EffectDiagnostic(.syntaxError, at: SourceLocation(file: file, line: 0, column: 0), keyPath: "",
                                    "invalid YAML: Memory error")
        }
    }

    private static func string(_ pointer: UnsafeMutablePointer<yaml_char_t>?) -> String? {
        pointer.map { String(cString: $0) }
    }
}
