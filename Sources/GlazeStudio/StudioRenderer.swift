import Foundation
import Glaze
import GlazeEffects

/// The studio's one GL context, on a thread of its own: every render, shader check and poll of
/// the live-reload watcher runs there, one at a time, in the order asked.
///
/// `@unchecked Sendable`: the mutable state (`jobs`, `stopped`) is only touched with `condition`
/// locked, and `gl` is created, used and released on the worker thread alone.
final class StudioRenderer: @unchecked Sendable {
    /// What jobs run with: the GL context and the render context made on it, and the watcher.
    final class State {
        // Released in declaration order: the render context deletes its GL objects on release,
        // so it goes first, while the GL context is still current.
        let context: RenderContext
        let headless: HeadlessGLContext
        /// The live-reload watcher of the effect file (made by the first tick).
        var library: EffectLibrary?
        /// Thumbnails already rendered, by filter and image.
        var thumbnails: [String: [UInt8]] = [:]

        init() throws {
            let headless = try HeadlessGLContext()
            try headless.makeCurrent()
            context = try RenderContext(adoptingCurrentGLContext: .init(workingSpace: .linearSRGB))
            self.headless = headless
        }
    }

    private let condition = NSCondition()
    private var jobs: [(State?) -> Void] = []
    private var stopped = false
    private let tickInterval: Double
    private let tick: @Sendable (State) -> Void

    /// Starts the thread; `tick` runs on it every `tickInterval` seconds (the watcher's poll).
    init(tickInterval: Double = 0.25, tick: @escaping @Sendable (State) -> Void) {
        self.tickInterval = tickInterval
        self.tick = tick
        let thread = Thread { [self] in self.main() }
        thread.name = "glaze-studio-gl"
        thread.start()
    }

    /// Ends the thread after the jobs already queued (their GL objects are released there).
    func stop() {
        condition.lock()
        stopped = true
        condition.signal()
        condition.unlock()
    }

    /// Runs `body` on the GL thread and returns its result.
    /// - Throws: what `body` throws, or ``StudioError/io(_:)`` when no GL context could be made.
    func perform<T: Sendable>(_ body: @escaping @Sendable (State) throws -> T) async throws -> T {
        try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<T, any Error>) in
            enqueue { state in
                guard let state else {
                    continuation.resume(throwing: StudioError.io(
                        "cannot create a headless OpenGL context (EGL: install libegl-mesa0 and libgl1-mesa-dri)"))
                    return
                }
                continuation.resume(with: Result { try body(state) })
            }
        }
    }

    private func enqueue(_ job: @escaping (State?) -> Void) {
        condition.lock()
        if stopped {
            condition.unlock()
            job(nil)
            return
        }
        jobs.append(job)
        condition.signal()
        condition.unlock()
    }

    private func main() {
        var state = try? State()
        // The first tick before any job: a job queued after start sees its work done (the
        // watcher exists, so no change made from then on is missed).
        if let state { tick(state) }
        var nextTick = Date().addingTimeInterval(tickInterval)
        while true {
            condition.lock()
            while jobs.isEmpty, !stopped, Date() < nextTick { _ = condition.wait(until: nextTick) }
            let batch = jobs
            jobs = []
            let done = stopped
            condition.unlock()
            for job in batch { job(state) }
            if done { break }
            if Date() >= nextTick {
                if let state { tick(state) }
                nextTick = Date().addingTimeInterval(tickInterval)
            }
        }
        // Release the render context while its GL context is still current on this thread.
        state = nil
    }
}
