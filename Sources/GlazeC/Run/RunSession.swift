import CGlaze
import FoundationEssentials
import Glibc
import Glaze
import GlazeEffects
import Logging
import Synchronization

/// One process under `glaze run`: its settings, read once at the first swap, and the log the
/// interposer writes (`GLAZE_LOG`, else stderr). Every message is logged once (a failure that
/// repeats each frame is one line).
final class RunSession: Sendable {
    let settings: RunSettings
    let log: RunLog
    /// The effect file the presenters load: the settings' own, or the translation of a
    /// vkBasalt.conf written beside nothing the user owns (a file of this process in the
    /// temporary folder, rewritten when the conf changes, removed at exit).
    let effectFilePath: String
    /// Seconds on the monotonic clock when the session started (effect time is relative to it).
    let startTime: Double

    init(settings: RunSettings, log: RunLog, effectFilePath: String) {
        self.settings = settings
        self.log = log
        self.effectFilePath = effectFilePath
        startTime = Self.monotonicSeconds()
    }

    /// The session of this process, or nil (logged) when nothing names an effect file or a setting is wrong.
    static func start(executable: String, log: RunLog) -> RunSession? {
        let environment = ProcessInfo.processInfo.environment
        let settings: RunSettings
        do {
            guard let read = try RunSettings.read(environment: environment, executable: executable) else {
                log.once("no effect file for \(executable): set GLAZE_EFFECTS (or use glaze run --effects FILE), name one in "
                         + "\(UserRunConfig.defaultPath(environment: environment) ?? "$XDG_CONFIG_HOME/glaze/run.yaml"), or write a "
                         + "vkBasalt.conf; effects are off")
                return nil
            }
            settings = read
        } catch {
            log.once("\(error.description); effects are off")
            return nil
        }
        switch settings.source {
        case .effectFile(let path):
            log.once("effects from \(path)")
            return RunSession(settings: settings, log: log, effectFilePath: path)
        case .vkBasalt(let conf):
            guard let translated = VkBasaltTranslation.start(conf: conf, log: log) else { return nil }
            log.once("effects from the vkBasalt config \(conf)")
            var adopted = settings
            adopted.toggleKey = environment["GLAZE_TOGGLE_KEY"] ?? translated.config.toggleKey
            if environment["GLAZE_ENABLED"] == nil { adopted.enabledOnLaunch = translated.config.enableOnLaunch }
            let session = RunSession(settings: adopted, log: log, effectFilePath: translated.effectFilePath)
            session.vkBasalt.withLock { $0 = translated }
            return session
        }
    }

    /// The vkBasalt translation in use (nil for an effect file).
    let vkBasalt = Mutex<VkBasaltTranslation?>(nil)

    /// Seconds since the session started.
    var time: Double { Self.monotonicSeconds() - startTime }

    static func monotonicSeconds() -> Double {
        var now = timespec()
        clock_gettime(CLOCK_MONOTONIC, &now)
        return Double(now.tv_sec) + Double(now.tv_nsec) * 1e-9
    }

    /// The key name for a `glaze_run_key`, as a C string that lives as long as the session.
    func keyName(_ key: Int32) -> UnsafePointer<CChar>? {
        keyNames.withLock { names -> UnsafePointer<CChar>? in
            let name: String
            switch key {
            case Int32(GLAZE_RUN_KEY_TOGGLE.rawValue): name = settings.toggleKey
            case Int32(GLAZE_RUN_KEY_NEXT_PRESET.rawValue): name = settings.nextPresetKey
            case Int32(GLAZE_RUN_KEY_DEPTH_VIEW.rawValue): name = settings.depthViewKey
            default: return nil
            }
            if let kept = names[key] { return UnsafePointer(kept) }
            let copy = strdup(name)
            names[key] = copy
            return copy.map { UnsafePointer($0) }
        }
    }

    private let keyNames = Mutex<[Int32: UnsafeMutablePointer<CChar>]>([:])
}

/// The interposer's log, as the session and its presenters use it.
struct RunLog: Sendable {
    let function: glaze_run_log_function
    private let seen = LoggedOnce()

    init(function: glaze_run_log_function) {
        self.function = function
    }

    /// Logs `message` the first time it is given.
    func once(_ message: String) {
        guard seen.insert(message) else { return }
        message.withCString { function($0) }
    }

    /// A swift-log logger whose warnings and errors reach this log (once each).
    var logger: Logger {
        let log = self
        var logger = Logger(label: "glaze.run") { _ in RunLogHandler(log: log) }
        logger.logLevel = .warning
        return logger
    }
}

/// The messages a ``RunLog`` already wrote.
private final class LoggedOnce: Sendable {
    private let messages = Mutex<Set<String>>([])
    /// Whether `message` is new (and now remembered).
    func insert(_ message: String) -> Bool { messages.withLock { $0.insert(message).inserted } }
}

private struct RunLogHandler: LogHandler {
    let log: RunLog
    var metadata: Logger.Metadata = [:]
    var logLevel: Logger.Level = .warning

    subscript(metadataKey key: String) -> Logger.Metadata.Value? {
        get { metadata[key] }
        set { metadata[key] = newValue }
    }

    func log(event: LogEvent) {
        log.once("\(event.message)")
    }
}
