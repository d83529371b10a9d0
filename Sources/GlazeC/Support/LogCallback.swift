import CGlaze
import Logging
import Synchronization

/// Where a C API logger's messages go: a C callback, its user data and the least level it takes.
///
/// The user data is kept as an address (the C caller owns what it points to and promised, per
/// glaze.h, a callback that may run on any thread Glaze logs on), so the value is `Sendable`.
struct LogCallback: Sendable {
    let callback: glaze_log_callback
    let userData: UInt
    let minimum: glaze_log_level

    /// The callback of glaze_set_log_callback, read at each message (nil: none).
    static let global = Mutex<LogCallback?>(nil)

    /// Sends `text` at `level` when the level is at least ``minimum``.
    func send(_ level: glaze_log_level, _ text: String) {
        guard level.rawValue >= minimum.rawValue else { return }
        text.withCString { callback(level, $0, UnsafeMutableRawPointer(bitPattern: userData)) }
    }

    /// The C level of a swift-log level.
    static func level(_ level: Logger.Level) -> glaze_log_level {
        switch level {
        case .trace, .debug: GLAZE_LOG_DEBUG
        case .info, .notice: GLAZE_LOG_INFO
        case .warning: GLAZE_LOG_WARNING
        case .error, .critical: GLAZE_LOG_ERROR
        }
    }

    /// The swift-log level below which nothing reaches `minimum` (so unwanted messages are
    /// never even formatted).
    static func loggerLevel(_ minimum: glaze_log_level) -> Logger.Level {
        switch minimum {
        case GLAZE_LOG_DEBUG: .debug
        case GLAZE_LOG_INFO: .info
        case GLAZE_LOG_WARNING: .warning
        default: .error
        }
    }

    /// A logger for a context: to `callback` when given, else to the global callback.
    static func logger(callback: glaze_log_callback?, userData: UnsafeMutableRawPointer?, minimum: glaze_log_level) -> Logger {
        let own = callback.map { LogCallback(callback: $0, userData: UInt(bitPattern: userData), minimum: minimum) }
        return Logger(label: "glaze") { _ in LogCallbackHandler(own: own) }
    }
}

/// A swift-log handler that hands each message to a C ``LogCallback``: the context's own, or
/// the global one as it is when the message is logged.
struct LogCallbackHandler: LogHandler {
    /// The context's own callback; nil: the global one.
    let own: LogCallback?
    var metadata: Logger.Metadata = [:]
    var logLevel: Logger.Level

    init(own: LogCallback?) {
        self.own = own
        // The global callback's level can change at any time: it filters at each message.
        logLevel = own.map { LogCallback.loggerLevel($0.minimum) } ?? .debug
    }

    subscript(metadataKey key: String) -> Logger.Metadata.Value? {
        get { metadata[key] }
        set { metadata[key] = newValue }
    }

    func log(event: LogEvent) {
        guard let target = own ?? LogCallback.global.withLock({ $0 }) else { return }
        var text = event.message.description
        if let id = event.metadata?["id"] { text += " (GL message id \(id))" }
        target.send(LogCallback.level(event.level), text)
    }
}
