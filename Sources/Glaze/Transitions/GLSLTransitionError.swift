/// A problem with a drop-in GLSL transition. `line` is in the user's own file (1-based).
public struct GLSLTransitionError: Error, CustomStringConvertible, Sendable {
    public enum Code: Int, Sendable {
        case unreadableFile = 5101
        case invalidName = 5102
        case invalidSource = 5103
        case unsupportedUniform = 5104
        case compileFailed = 5105
    }

    public let code: Code
    /// The file (or "transition 'name'") at fault.
    public let origin: String
    /// Line in the user's source, when known.
    public let line: Int?
    public let message: String
    /// The compiler's full log (compile errors only).
    public let log: String?

    public init(_ code: Code, origin: String, line: Int? = nil, _ message: String, log: String? = nil) {
        self.code = code
        self.origin = origin
        self.line = line
        self.message = message
        self.log = log
    }

    public var description: String {
        "\(origin)\(line.map { ":\($0)" } ?? ""): \(message)"
    }
}
