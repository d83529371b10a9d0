/// A problem with a kernel file (or a drop-in transition file): `line` and `column` are in the
/// user's own file (1-based). Its description is the form editors understand:
/// `file.glsl:LINE:COLUMN: error: message`.
public struct KernelFileError: Error, CustomStringConvertible, Sendable {
    /// Stable error codes. Values never change meaning once shipped.
    public enum Code: Int, Sendable {
        /// The `.glsl` file cannot be read.
        case unreadableFile = 5201
        /// The kernel's name is empty or has characters other than letters, digits, `_`, `-` and `.`.
        case invalidName = 5202
        /// The header is missing or wrong: no `// kind:` line, an unknown kind, a sampling kernel
        /// without `// roi:`, or a bad region-of-interest rule.
        case invalidHeader = 5203
        /// A malformed or duplicate `uniform` declaration or annotation, a reserved name, or no
        /// `kernel` function.
        case invalidSource = 5204
        /// A uniform type kernel files do not support (or an image uniform in a warp kernel).
        case unsupportedUniform = 5205
        /// The GLSL does not compile (from ``KernelFile/check(in:)`` or `KernelFile.userError(from:)`).
        case compileFailed = 5206
    }

    /// What went wrong, stable.
    public let code: Code
    /// The file (or "kernel 'name'") at fault.
    public let origin: String
    /// Line in the user's source, when known.
    public let line: Int?
    /// Column in that line, when known.
    public let column: Int?
    /// A sentence for people; `description` puts the location in front of it.
    public let message: String
    /// The compiler's full log (compile errors only).
    public let log: String?

    /// Makes an error about `origin` at `line`:`column` of the user's source.
    public init(_ code: Code, origin: String, line: Int? = nil, column: Int? = nil, _ message: String, log: String? = nil) {
        self.code = code
        self.origin = origin
        self.line = line
        self.column = column
        self.message = message
        self.log = log
    }

    /// `origin:line:column: error: message`.
    public var description: String {
        "\(origin)\(line.map { ":\($0)" } ?? "")\(line != nil ? column.map { ":\($0)" } ?? "" : ""): error: \(message)"
    }
}
