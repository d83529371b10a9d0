/// A problem with a drop-in GLSL transition. `line` and `column` are in the user's own file (1-based).
public struct GLSLTransitionError: Error, CustomStringConvertible, Sendable {
    /// Stable error codes. Values never change meaning once shipped.
    public enum Code: Int, Sendable {
        /// The `.glsl` file cannot be read.
        case unreadableFile = 5101
        /// The transition's name is empty or has characters other than letters, digits, `_`, `-` and `.`.
        case invalidName = 5102
        /// The source breaks the contract: no `transition` function, a malformed or duplicate `uniform`
        /// declaration, or a reserved or unusable uniform name.
        case invalidSource = 5103
        /// A uniform has a type drop-ins do not support (they support float, int, bool, vec2...4 and
        /// ivec2...4).
        case unsupportedUniform = 5104
        /// The source does not compile as part of its wrapper (from ``GLSLTransition/check(in:)`` or
        /// `GLSLTransition.userError(from:)`).
        case compileFailed = 5105
    }

    /// What went wrong, stable.
    public let code: Code
    /// The file (or "transition 'name'") at fault.
    public let origin: String
    /// Line in the user's source, when known.
    public let line: Int?
    /// Column in that line, when known.
    public let column: Int?
    /// A sentence for people; `description` puts the origin (and line) in front of it.
    public let message: String
    /// The compiler's full log (compile errors only).
    public let log: String?

    /// Makes an error about `origin` (and `line`, `column` in the user's source), with the
    /// compiler's full `log` for compile errors.
    public init(_ code: Code, origin: String, line: Int? = nil, column: Int? = nil, _ message: String, log: String? = nil) {
        self.code = code
        self.origin = origin
        self.line = line
        self.column = column
        self.message = message
        self.log = log
    }

    /// `origin:line:column: error: message` (the form editors understand).
    public var description: String {
        "\(origin)\(line.map { ":\($0)" } ?? "")\(line != nil ? column.map { ":\($0)" } ?? "" : ""): error: \(message)"
    }
}
