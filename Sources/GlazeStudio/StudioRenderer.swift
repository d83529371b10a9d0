import GlazeCore
import Glibc
import Glaze
import GlazeEffects

/// The studio's one GL context, on a thread of its own: every render, shader check and poll of
/// the live-reload watcher runs there, one at a time, in the order asked.
///
/// `@unchecked Sendable`: the queued jobs and the stop flag live in a `Locked`; `wakeUp` is a
/// POSIX semaphore (thread-safe by definition), allocated once and released after the thread
/// ended (the thread holds the renderer until then); `State` is created, used and released on
/// the worker thread alone.
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

    private typealias Job = @Sendable (State?) -> Void

    private let queue = Locked<(jobs: [Job], stopped: Bool)>(([], false))
    /// Posted once per queued job and at stop; the thread waits on it until the next tick.
    private let wakeUp: UnsafeMutablePointer<sem_t>
    private let tickInterval: Duration
    private let tick: @Sendable (State) -> Void

    /// Starts the thread; `tick` runs on it every `tickInterval` seconds (the watcher's poll).
    init(tickInterval: Double = 0.25, tick: @escaping @Sendable (State) -> Void) {
        self.tickInterval = .milliseconds(Int64((tickInterval * 1000).rounded()))
        self.tick = tick
        wakeUp = .allocate(capacity: 1)
        sem_init(wakeUp, 0, 0)
        var thread = pthread_t()
        let started = pthread_create(&thread, nil, { argument in
            let renderer = Unmanaged<StudioRenderer>.fromOpaque(argument!).takeRetainedValue()
            renderer.main()
            return nil
        }, Unmanaged.passRetained(self).toOpaque())
        if started == 0 {
            pthread_detach(thread)
        } else {
            // No thread: every job fails as after stop(), with the no-GL-context error.
            Unmanaged.passUnretained(self).release()
            queue.withLock { $0.stopped = true }
        }
    }

    deinit {
        sem_destroy(wakeUp)
        wakeUp.deallocate()
    }

    /// Ends the thread after the jobs already queued (their GL objects are released there).
    func stop() {
        queue.withLock { $0.stopped = true }
        sem_post(wakeUp)
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

    private func enqueue(_ job: @escaping Job) {
        let queued = queue.withLock { q -> Bool in
            guard !q.stopped else { return false }
            q.jobs.append(job)
            return true
        }
        if queued { sem_post(wakeUp) } else { job(nil) }
    }

    private func main() {
        var state = try? State()
        // The first tick before any job: a job queued after start sees its work done (the
        // watcher exists, so no change made from then on is missed).
        if let state { tick(state) }
        let clock = ContinuousClock()
        var nextTick = clock.now + tickInterval
        while true {
            let (batch, done) = queue.withLock { q in
                defer { q.jobs.removeAll() }
                return (q.jobs, q.stopped)
            }
            for job in batch { job(state) }
            if done { break }
            if clock.now >= nextTick {
                if let state { tick(state) }
                nextTick = clock.now + tickInterval
            } else if batch.isEmpty {
                wait(for: clock.now.duration(to: nextTick))
            }
        }
        // Release the render context while its GL context is still current on this thread.
        state = nil
    }

    /// Sleeps until a job is queued, stop() is called or `duration` has passed.
    private func wait(for duration: Duration) {
        var deadline = timespec()
        clock_gettime(CLOCK_REALTIME, &deadline)
        let nanoseconds = Int(duration.components.seconds) * 1_000_000_000
            + Int(duration.components.attoseconds / 1_000_000_000) + deadline.tv_nsec
        deadline.tv_sec += nanoseconds / 1_000_000_000
        deadline.tv_nsec = nanoseconds % 1_000_000_000
        _ = sem_timedwait(wakeUp, &deadline)
    }
}
