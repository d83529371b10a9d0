import Glaze

/// The node tree of one effect file's own text (nothing `extends`-merged), each node with the
/// line and column it starts at: what an editor needs to change one value's text in place and
/// keep every comment and the formatting (`glaze studio` edits files this way).
///
/// Lines and columns are 1-based; columns count Unicode scalars. A scalar's location is its first
/// character (the opening quote of a quoted one), a flow collection's its `{` or `[`, a block
/// mapping's its first key and a block sequence's its first `-`.
public struct EffectSourceNode: Sendable {
    /// One `key: value` pair of a mapping.
    public struct Entry: Sendable {
        /// The key's text.
        public let key: String
        /// Where the key starts.
        public let keyLocation: SourceLocation
        /// The value.
        public let value: EffectSourceNode
    }

    /// The node's shape.
    public indirect enum Kind: Sendable {
        /// A scalar's text; `quoted` for a single- or double-quoted (or block) scalar.
        case scalar(String, quoted: Bool)
        /// A mapping's entries in file order.
        case mapping([Entry])
        /// A sequence's items in file order.
        case sequence([EffectSourceNode])
        /// `~`, `null` or an empty value.
        case null
    }

    /// The node's shape and contents.
    public let kind: Kind
    /// Where the node starts.
    public let location: SourceLocation

    init(_ node: SourceNode) {
        location = node.location
        switch node.kind {
        case .scalar(let text, let quoted): kind = .scalar(text, quoted: quoted)
        case .mapping(let entries):
            kind = .mapping(entries.map { Entry(key: $0.key, keyLocation: $0.keyLocation, value: EffectSourceNode($0.value)) })
        case .sequence(let items): kind = .sequence(items.map(EffectSourceNode.init))
        case .null: kind = .null
        }
    }

    /// Parses `text` as the effect file `file` (syntax only: no validation, no `extends`).
    /// - Returns: the root node (nil for an empty document), or the positioned syntax error.
    public static func parse(_ text: String, file: String) -> Result<EffectSourceNode?, EffectDiagnostic> {
        if let problem = EffectText.check(text, file: file) { return .failure(problem) }
        return SourceReader.read(text, file: file).map { $0.map(EffectSourceNode.init) }
    }

    /// `text` (the file at `path`) merged with the files it `extends`, as the loader merges
    /// them: every node keeps the file, line and column it came from, so a node whose
    /// `location.file` is not `path` was inherited. Nil when a file cannot be read or parsed.
    package static func merged(_ text: String, path: String, access: AssetAccessPolicy) -> EffectSourceNode? {
        var loader = EffectDocumentLoader()
        loader.rootText = text
        loader.access = AssetFileAccess(policy: access, rootFile: path)
        return loader.load(path: path).map(EffectSourceNode.init)
    }

    /// The mapping's entries, or nil.
    public var entries: [Entry]? {
        if case .mapping(let entries) = kind { return entries }
        return nil
    }

    /// The sequence's items, or nil.
    public var items: [EffectSourceNode]? {
        if case .sequence(let items) = kind { return items }
        return nil
    }

    /// The scalar's text, or nil.
    public var scalar: String? {
        if case .scalar(let text, _) = kind { return text }
        return nil
    }

    /// Whether the node is a quoted scalar.
    public var isQuoted: Bool {
        if case .scalar(_, let quoted) = kind { return quoted }
        return false
    }

    /// The value under `key` in a mapping (the last one), or nil.
    public func value(_ key: String) -> EffectSourceNode? {
        entries?.last { $0.key == key }?.value
    }

    /// The entry under `key` in a mapping (the last one), or nil.
    public func entry(_ key: String) -> Entry? {
        entries?.last { $0.key == key }
    }
}
