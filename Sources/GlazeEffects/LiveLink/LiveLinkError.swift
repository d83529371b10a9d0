import Glaze
import Glibc

/// Why a ``LiveLink`` could not start.
public struct LiveLinkError: GlazeError {
    /// The step that failed.
    public enum Code: String, Sendable, CaseIterable {
        /// `socket` could not make a socket.
        case socket
        /// `bind` or `listen` failed (the port is taken, or not allowed).
        case bind
        /// The server thread could not start.
        case thread
    }

    /// "live link".
    public static var domain: String { "live link" }
    /// The step that failed.
    public let code: Code
    /// The step that failed and the system's reason.
    public let message: String
    /// The port asked for (0: any free one).
    public let port: Int
    /// Invalid argument (the C API adds "give another port").
    public static func status(of code: Code) -> GlazeStatus {
        switch code {
        case .socket, .bind, .thread: .invalidArgument
        }
    }

    init(_ step: Code, port: Int, errno code: Int32) {
        self.code = step
        self.port = port
        message = "live link: \(step.rawValue) on 127.0.0.1:\(port) failed: \(String(cString: strerror(code)))"
    }

    /// `message`.
    public var description: String { message }
}
