import Glaze
import Logging

/// A log handler that keeps every message at its level or above as "LEVEL: message", for tests
/// that check what Glaze logged: `Logger(label: "test") { _ in recorder }`.
public final class LogRecorder: LogHandler, Sendable {
    private let recorded = Locked<[String]>([])
    private let level: Logger.Level

    /// A recorder of messages at `level` and above.
    public init(level: Logger.Level = .trace) { self.level = level }

    /// The messages so far, oldest first.
    public var messages: [String] { recorded.withLock { $0 } }

    /// No metadata is kept.
    public var metadata: Logger.Metadata {
        get { [:] }
        set {}
    }

    /// The level given at creation.
    public var logLevel: Logger.Level {
        get { level }
        set {}
    }

    /// No metadata is kept.
    public subscript(metadataKey key: String) -> Logger.Metadata.Value? {
        get { nil }
        set {}
    }

    /// Keeps the message.
    public func log(event: LogEvent) {
        recorded.withLock { $0.append("\(event.level): \(event.message)") }
    }
}
