import GlazeCore
import CGlaze
import Dispatch
import Glaze
import GlazeEffects

/// Live reload off the caller's frame for `glaze_effect_library_update`: a changed file is read,
/// parsed and validated on a background queue; the next `update` after it finished installs the
/// new version (or reports its errors) on the caller's thread. At most one load runs at a time.
final class BackgroundReload: Sendable {
    /// A finished load and the stamps of the files taken before it started.
    struct Outcome: Sendable {
        var result: Result<any EffectDocument, CAPIError>
        var stamps: [String: FileStamp]
    }

    private struct State {
        var running = false
        var finished: Outcome?
    }

    private let state = Locked(State())

    /// Whether a load is running (its outcome not yet taken).
    var isRunning: Bool { state.withLock { $0.running } }

    /// Starts loading `path` unless a load is already running.
    func start(path: String, registry: FilterRegistry, access: AssetAccessPolicy, images: [String: Image],
               stamps: [String: FileStamp]) {
        let started = state.withLock { state -> Bool in
            guard !state.running else { return false }
            state.running = true
            return true
        }
        guard started else { return }
        DispatchQueue.global(qos: .utility).async { [self] in
            let result: Result<any EffectDocument, CAPIError>
            do {
                result = .success(try EffectLoader.load(path: path, registry: registry, access: access, images: images))
            } catch {
                let (status, message) = describe(error)
                result = .failure(CAPIError(status, message))
            }
            state.withLock { $0.finished = Outcome(result: result, stamps: stamps) }
        }
    }

    /// The finished load, once (nil while none finished).
    func take() -> Outcome? {
        state.withLock { state in
            guard let finished = state.finished else { return nil }
            state.finished = nil
            state.running = false
            return finished
        }
    }
}
