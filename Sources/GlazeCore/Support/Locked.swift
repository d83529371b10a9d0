#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// A value behind a pthread mutex: the one lock of every Glaze target (the library, the C API,
/// effects, GLFW helper, studio and tests).
///
/// Not `Synchronization.Mutex`: on Linux it waits with raw futex calls that ThreadSanitizer
/// cannot see, so `make tsan` reported two threads' accesses inside `withLock` as a race
/// (a flaky CI failure in `Handles.get`). ThreadSanitizer understands pthread mutexes.
///
/// `@unchecked Sendable`: `value` is only read or written inside `withLock`, under `mutex`.
/// Creating one allocates (the mutex must not move); locking and unlocking do not.
package final class Locked<Value>: @unchecked Sendable {
    private let mutex: UnsafeMutablePointer<pthread_mutex_t>
    private var value: Value

    /// A lock around `value`.
    package init(_ value: Value) {
        self.value = value
        mutex = .allocate(capacity: 1)
        mutex.initialize(to: pthread_mutex_t())
        pthread_mutex_init(mutex, nil)
    }

    deinit {
        pthread_mutex_destroy(mutex)
        mutex.deinitialize(count: 1)
        mutex.deallocate()
    }

    /// Runs `body` with the value, holding the lock (not reentrant: `body` must not lock it again).
    package func withLock<Result, Failure: Error>(
        _ body: (inout Value) throws(Failure) -> Result
    ) throws(Failure) -> Result {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return try body(&value)
    }
}
