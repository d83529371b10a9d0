import Glibc

/// Why a ``LiveLink`` could not start.
public struct LiveLinkError: Error, Sendable, CustomStringConvertible {
    /// The step that failed (`socket`, `bind`, `listen`, `thread`) and the system's reason.
    public let message: String
    /// The port asked for (0: any free one).
    public let port: Int

    init(_ step: String, port: Int, errno code: Int32) {
        self.port = port
        message = "live link: \(step) on 127.0.0.1:\(port) failed: \(String(cString: strerror(code)))"
    }

    /// `message`.
    public var description: String { message }
}
