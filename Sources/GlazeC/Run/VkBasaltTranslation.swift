import FoundationEssentials
import Glibc
import GlazeEffects
import Synchronization

/// A vkBasalt.conf in use: its translation into a Glaze effect file, written to a file of this
/// process in the temporary folder (`glaze-vkbasalt-PID.yaml`, removed at exit) so that the
/// effect library loads and watches it like any effect file. ``poll(log:)`` rewrites it when the
/// conf changes, which the library then reloads; a broken conf keeps the last good translation.
struct VkBasaltTranslation: Sendable {
    let conf: String
    private(set) var config: VkBasaltConfig
    let effectFilePath: String
    private var stamp: ConfStamp
    private var lastPoll = 0.0

    /// Reads `conf` and writes its translation; nil (logged) when it cannot be used.
    static func start(conf: String, log: RunLog) -> VkBasaltTranslation? {
        let config: VkBasaltConfig
        do {
            config = try read(conf)
        } catch {
            log.once("\(error); effects are off")
            return nil
        }
        for warning in config.warnings { log.once(warning) }
        let folder = ProcessInfo.processInfo.environment["TMPDIR"].flatMap { $0.isEmpty ? nil : $0 } ?? "/tmp"
        let path = PathText.appending("glaze-vkbasalt-\(getpid()).yaml", to: folder)
        do {
            try config.effectFileText().write(toFile: path, atomically: true, encoding: .utf8)
        } catch {
            log.once("cannot write the translation of \(conf) to \(path): \(error); effects are off")
            return nil
        }
        RemovedAtExit.path.withLock { $0 = path }
        atexit { RemovedAtExit.remove() }
        return VkBasaltTranslation(conf: conf, config: config, effectFilePath: path, stamp: ConfStamp(conf))
    }

    /// Rewrites the translation when the conf changed (checked at most four times a second).
    mutating func poll(now: Double, log: RunLog) {
        guard now - lastPoll >= 0.25 else { return }
        lastPoll = now
        let current = ConfStamp(conf)
        guard current != stamp else { return }
        stamp = current
        do {
            let updated = try Self.read(conf)
            for warning in updated.warnings { log.once(warning) }
            try updated.effectFileText().write(toFile: effectFilePath, atomically: true, encoding: .utf8)
            config = updated
        } catch {
            log.once("\(error) (keeping the previous effects)")
        }
    }

    private static func read(_ conf: String) throws(RunConfigError) -> VkBasaltConfig {
        try VkBasaltConfig.load(contentsOf: conf)
    }
}

/// A file's modification time and size (zero when it does not exist).
private struct ConfStamp: Equatable, Sendable {
    var seconds = 0
    var nanoseconds = 0
    var size = 0

    init(_ path: String) {
        var status = stat()
        guard stat(path, &status) == 0 else { return }
        seconds = status.st_mtim.tv_sec
        nanoseconds = status.st_mtim.tv_nsec
        size = Int(status.st_size)
    }
}

/// The translation file, removed when the process exits.
private enum RemovedAtExit {
    static let path = Mutex<String?>(nil)
    static func remove() {
        if let file = path.withLock({ $0 }) { unlink(file) }
    }
}
