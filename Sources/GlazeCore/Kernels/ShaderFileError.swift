/// A problem with a shader file: a ``KernelFile`` or a drop-in ``GLSLTransition``. `line` and
/// `column` are in the user's own file (1-based); the description is the form editors
/// understand: `file.glsl:LINE:COLUMN: error: message`.
public struct ShaderFileError: Error, CustomStringConvertible, Sendable {
    /// Stable error codes. Values never change meaning once shipped.
    public enum Code: Int, Sendable, CaseIterable {
        /// The `.glsl` file cannot be read.
        case unreadableFile = 5101
        /// The name is empty or has characters other than letters, digits, `_`, `-` and `.`.
        case invalidName = 5102
        /// The source breaks its contract: no `transition` (or `kernel`) function, a malformed or
        /// duplicate `uniform` declaration or annotation, or a reserved or unusable uniform name.
        case invalidSource = 5103
        /// A uniform type shader files do not support (they support float, int, bool, vec2...4,
        /// ivec2...4 and sampler2D), or an image uniform in a warp kernel.
        case unsupportedUniform = 5104
        /// The GLSL does not compile (from `check(in:)` or `userError(from:)`).
        case compileFailed = 5105
        /// A kernel file's header is missing or wrong: no `// kind:` line, an unknown kind, a
        /// sampling kernel without `// roi:`, or a bad region-of-interest rule.
        case invalidHeader = 5106
    }

    /// What went wrong, stable.
    public let code: Code
    /// The file (or "kernel 'name'", "transition 'name'") at fault.
    public let origin: String
    /// Line in the user's source, when known.
    public let line: Int?
    /// Column in that line, when known.
    public let column: Int?
    /// A sentence for people; `description` puts the location in front of it.
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

    /// `origin:line:column: error: message`.
    public var description: String {
        "\(origin)\(line.map { ":\($0)" } ?? "")\(line != nil ? column.map { ":\($0)" } ?? "" : ""): error: \(message)"
    }
}

/// The errors of drop-in transitions: ``ShaderFileError`` (the name they had first).
public typealias GLSLTransitionError = ShaderFileError

extension ShaderFileError: GlazeError {
    /// "shader file".
    public static var domain: String { "shader file" }

    /// The C status: GL for GLSL that does not compile, file for anything else wrong with the file.
    public static func status(of code: Code) -> GlazeStatus {
        switch code {
        case .compileFailed: .gl
        case .unreadableFile, .invalidName, .invalidSource, .unsupportedUniform, .invalidHeader: .file
        }
    }
}
