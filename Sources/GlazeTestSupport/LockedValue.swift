import Foundation

/// A value behind a lock, for state shared with threads a test starts.
///
/// Not `Synchronization.Mutex`: on Linux it waits with raw futex calls that ThreadSanitizer
/// cannot see, so `make tsan` reported every access inside `withLock` from two threads as a
/// race. `NSLock` is a pthread mutex, which ThreadSanitizer understands.
///
/// `@unchecked Sendable`: `value` is only read or written inside `lock.withLock`.
public final class LockedValue<Value: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Value

    /// A lock around `value`.
    public init(_ value: Value) { self.value = value }

    /// Runs `body` with the value, holding the lock.
    public func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
        try lock.withLock { try body(&value) }
    }
}
