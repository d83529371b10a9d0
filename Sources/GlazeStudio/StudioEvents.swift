import GlazeCore
import FoundationEssentials

/// Fans out change notices to every open page (one server-sent event stream each).
final class StudioEvents: Sendable {
    private let subscribers = Locked<[UUID: AsyncStream<String>.Continuation]>([:])
    private let counter = Locked(0)

    /// How many changes were announced so far.
    var version: Int { counter.withLock { $0 } }

    /// Announces a change to every page (`{"version": N}`).
    func announceChange() {
        let v = counter.withLock { value -> Int in value += 1; return value }
        publish("{\"version\":\(v)}")
    }

    /// A stream of event payloads for one page; it ends when the page goes or ``finishAll()``.
    func subscribe() -> AsyncStream<String> {
        let id = UUID()
        let (stream, continuation) = AsyncStream<String>.makeStream(bufferingPolicy: .bufferingNewest(8))
        continuation.onTermination = { [weak self] _ in
            _ = self?.subscribers.withLock { $0.removeValue(forKey: id) }
        }
        subscribers.withLock { $0[id] = continuation }
        return stream
    }

    /// Sends `payload` to every page.
    func publish(_ payload: String) {
        let all = subscribers.withLock { Array($0.values) }
        for continuation in all { continuation.yield(payload) }
    }

    /// The number of open pages.
    var count: Int { subscribers.withLock { $0.count } }

    /// Ends every stream.
    func finishAll() {
        let all = subscribers.withLock { s in defer { s.removeAll() }; return Array(s.values) }
        for continuation in all { continuation.finish() }
    }
}
