/// What an annotated shader file declares: its header fields, its doc lines and its annotated
/// `uniform`s. The one parser of kernel files, drop-in transitions' uniforms and built-in filter
/// declarations, shared by the library and the build tool that generates the built-in filters'
/// Swift (it needs neither GL nor Foundation).
///
/// The header is the comment lines before the first line of code. A header line `// KEY: VALUE`
/// with a key from ``keys`` is a field; a `///` line belongs to the DocC comment
/// (``docComment``); the first other non-empty comment line is the ``doc``. Uniform declarations
/// are read anywhere (see ``UniformDeclaration``).
public struct ShaderDeclaration: Sendable {
    /// One `// KEY: VALUE` header line.
    public struct Field: Sendable {
        /// The value, trimmed.
        public let value: String
        /// Line (1-based).
        public let line: Int
        /// Column of the value (1-based).
        public let column: Int
    }

    /// A problem at a 1-based line and column of the file.
    public struct Problem: Error, Sendable {
        /// What kind of problem.
        public enum Kind: Sendable {
            /// A header field is malformed or repeated.
            case header
            /// A uniform declaration or annotation does not parse, or repeats a name.
            case source
            /// A uniform's type is not supported.
            case unsupportedType
        }

        /// What kind of problem.
        public let kind: Kind
        /// Line (1-based).
        public let line: Int
        /// Column (1-based), when known.
        public let column: Int?
        /// A sentence for people.
        public let message: String
    }

    /// Header keys: `kind` and `roi` (kernel files), and those of built-in filter declarations
    /// (`filter`, `display`, `category`, `coreImage`, `swift`, `method`, `doc`, `apply`, `skip`,
    /// `showcase`, `property`; see docs/adding-a-filter.md).
    public static let keys = ["kind", "roi", "filter", "display", "category", "coreImage", "swift", "method", "doc", "apply",
                              "skip", "showcase", "property"]
        + transitionKeys

    /// Header keys of built-in transitions (`aliases`, which filters take too, `region`, `reads`, `links`,
    /// `clamp`; see docs/adding-a-filter.md).
    public static let transitionKeys = ["aliases", "region", "reads", "links", "clamp"]

    /// Header fields by key.
    public let fields: [String: Field]
    /// The first free comment line of the header (nil when none).
    public let doc: String?
    /// The header's `///` lines, without the slashes and one leading space.
    public let docComment: [String]
    /// Every declared uniform in source order.
    public let uniforms: [UniformDeclaration]
    /// The source's lines.
    public let lines: [String]

    /// The value of header field `key`, when given.
    public subscript(_ key: String) -> String? { fields[key]?.value }

    /// Parses `source`.
    /// - Throws: ``Problem`` at the line and column of the first fault.
    public init(parsing source: String) throws(Problem) {
        lines = source.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var fields: [String: Field] = [:]
        var doc: String?
        var docComment: [String] = []
        var uniforms: [UniformDeclaration] = []
        var inHeader = true
        for (index, line) in lines.enumerated() {
            let trimmed = line.trimmingWhitespace()
            if inHeader, trimmed.hasPrefix("///") {
                let text = trimmed.dropFirst(3)
                docComment.append(String(text.first == " " ? text.dropFirst() : text))
                continue
            }
            if inHeader, trimmed.hasPrefix("//") {
                let text = trimmed.dropFirst(2).trimmingWhitespace()
                if let (key, value) = Self.field(text) {
                    let column = line.count - line.drop { $0 == " " || $0 == "\t" }.count + 1
                    guard fields[key] == nil else {
                        throw Problem(kind: .header, line: index + 1, column: column, message: "the header gives '\(key):' twice")
                    }
                    fields[key] = Field(value: value, line: index + 1, column: column)
                } else if doc == nil, !text.isEmpty {
                    doc = text
                }
                continue
            }
            if !trimmed.isEmpty, !trimmed.hasPrefix("//") { inHeader = false }
            let declaration: UniformDeclaration?
            do {
                declaration = try UniformDeclaration.parse(line, line: index + 1)
            } catch {
                throw Problem(kind: error.unsupportedType ? .unsupportedType : .source, line: index + 1, column: error.column,
                              message: error.message)
            }
            guard let declaration else { continue }
            if uniforms.contains(where: { $0.name == declaration.name }) {
                throw Problem(kind: .source, line: index + 1, column: nil, message: "uniform '\(declaration.name)' is declared twice")
            }
            uniforms.append(declaration)
        }
        self.fields = fields
        self.doc = doc
        self.docComment = docComment
        self.uniforms = uniforms
    }

    /// `KEY: value` for a key in ``keys``.
    private static func field(_ text: String) -> (key: String, value: String)? {
        for key in keys where text.hasPrefix(key) {
            let rest = text.dropFirst(key.count).drop { $0 == " " }
            guard rest.first == ":" else { continue }
            return (key, rest.dropFirst().trimmingWhitespace())
        }
        return nil
    }

    /// Whether a line defines the function `name` (`name(` or `name (`).
    public func defines(_ name: String) -> Bool {
        lines.contains { $0.contains(name + "(") || $0.contains(name + " (") }
    }

    /// The argument names of the GLSL function `name` as this file defines it, in order (see
    /// ``argumentNames(of:in:)``).
    public func argumentNames(of name: String) -> [String] {
        Self.argumentNames(of: name, in: lines.joined(separator: "\n"))
    }

    /// The argument names of the GLSL function `name` defined in `source` (its definition: the
    /// argument list is followed by `{`; `//` comments skipped), in order; empty when the source
    /// defines no such function. A built-in kernel binds its arguments by these names.
    public static func argumentNames(of name: String, in source: String) -> [String] {
        let code: String = source.split(separator: "\n", omittingEmptySubsequences: false)
            .map { line in String(line.firstRange(of: "//").map { line[..<$0.lowerBound] } ?? line) }
            .joined(separator: "\n")
        var rest = code[...]
        while let found = rest.firstRange(of: name) {
            defer { rest = rest[found.upperBound...] }
            let before = found.lowerBound == code.startIndex ? " " : code[code.index(before: found.lowerBound)]
            let after = code[found.upperBound...].drop { $0 == " " }
            guard !(before.isLetter || before.isNumber || before == "_"), after.first == "(",
                  let close = after.firstIndex(of: ")"),
                  code[code.index(after: close)...].first(where: { !$0.isWhitespace }) == "{" else { continue }
            return after.dropFirst()[..<close].split(separator: ",").compactMap { argument in
                argument.split(whereSeparator: { $0.isWhitespace }).last.map { String($0.prefix { $0 != "[" }) }
            }
        }
        return []
    }
}
