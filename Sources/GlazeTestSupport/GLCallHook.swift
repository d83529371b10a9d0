import CEpoxy
import Synchronization

/// The calling thread's GL call hook (tests only): sees every GL call Glaze, the test or the C
/// API makes on this thread through the generated wrappers (`Sources/CEpoxy/gl_intercept.h`).
///
/// It counts calls by entry point, can refuse calls as a driver with fewer capabilities would
/// (``restriction``: the call does not run and its GL error is answered by the next
/// `glGetError`), can override results (``overrides``) and fail calls (``faults``). One hook per thread, installed by
/// ``current`` and kept while the thread lives (test threads are reused; a hook that only counts
/// changes nothing). The steady state allocates nothing: counting and refusing touch only
/// storage made at installation.
public final class GLCallHook {
    /// Calls per entry point (`GLHOOK_ENTRY_glGetIntegerv`, …) since ``resetCounts()``, while
    /// ``isCounting``.
    public private(set) var counts: [Int]
    /// Whether calls are counted. Default false.
    public var isCounting = false
    /// The capability set calls are checked against, nil for none.
    public var restriction: GLRestriction?
    /// Result overrides by entry point, applied after the call ran (or after a refusal): each
    /// may rewrite `call.pointee.result` or what an out-pointer points to.
    public var overrides: [Int32: (UnsafeMutablePointer<glhook_call>) -> Void] = [:]
    /// The fault injector calls go through (it counts and fails them, and tracks live objects), nil for none.
    public var faults: GLFaultInjector?
    /// The GL error a refused call raised, answered (and cleared) by the next `glGetError`.
    public private(set) var pendingError = GLenum(GL_NO_ERROR)
    /// Calls refused since installation, by name.
    public private(set) var refusals: [String] = []
    private let hook: UnsafeMutablePointer<glhook_t>

    private init() {
        counts = [Int](repeating: 0, count: Int(GLHOOK_ENTRY_LIMIT))
        hook = .allocate(capacity: 1)
        hook.initialize(to: glhook_t(before: { user, call in
            guard let user, let call else { return Int32(GLHOOK_RUN) }
            return Unmanaged<GLCallHook>.fromOpaque(user).takeUnretainedValue().before(call)
        }, after: { user, call in
            guard let user, let call else { return }
            Unmanaged<GLCallHook>.fromOpaque(user).takeUnretainedValue().after(call)
        }, hides_extension: { user, name in
            guard let user, let name else { return 0 }
            let hook = Unmanaged<GLCallHook>.fromOpaque(user).takeUnretainedValue()
            return hook.restriction?.hides(extension: String(cString: name)) == true ? 1 : 0
        }, user: nil))
        hook.pointee.user = Unmanaged.passRetained(self).toOpaque()  // released never: see `current`
    }

    /// The calling thread's hook, installed now if it has none. With `GLAZE_GL_RESTRICTED=1` in
    /// the environment a new hook starts with ``GLRestriction/es30`` (``GLTestContext`` installs
    /// it for every test context).
    public static var current: GLCallHook {
        if let installed = glhook_thread_hook(), let user = installed.pointee.user {
            return Unmanaged<GLCallHook>.fromOpaque(user).takeUnretainedValue()
        }
        let hook = GLCallHook()
        if GLRestriction.isRequestedByEnvironment { hook.restriction = .es30 }
        _ = glhook_set_thread_hook(hook.hook)
        return hook
    }

    /// Forgets the refusals recorded so far and the pending error.
    public func resetRefusals() {
        refusals.removeAll()
        pendingError = GLenum(GL_NO_ERROR)
    }

    /// The number of calls to entry point `entry` (a `GLHOOK_ENTRY_` constant) counted.
    public func count(_ entry: Int32) -> Int { counts[Int(entry)] }

    /// Zeroes every count and starts counting.
    public func resetCounts() {
        for index in counts.indices { counts[index] = 0 }
        isCounting = true
    }

    /// The counted calls by entry-point name (only those made), for messages.
    public var countsByName: [String: Int] {
        var named: [String: Int] = [:]
        for (entry, count) in counts.enumerated() where count > 0 { named[Self.name(of: Int32(entry))] = count }
        return named
    }

    /// The counted calls that make the calling thread wait for the driver (``isSynchronousQuery(_:)``), by name.
    public var synchronousQueries: [String: Int] { countsByName.filter { Self.isSynchronousQuery($0.key) } }

    /// Whether entry point `name` waits for the GL driver to catch up (on a driver with a thread of
    /// its own): every `glGet*` and `glIs*`, `glCheckFramebufferStatus`, `glClientWaitSync`,
    /// `glFinish`, `glReadPixels` and buffer mapping.
    public static func isSynchronousQuery(_ name: String) -> Bool {
        name.hasPrefix("glGet") || name.hasPrefix("glIs") || name.hasPrefix("glMapBuffer")
            || ["glCheckFramebufferStatus", "glClientWaitSync", "glFinish", "glReadPixels"].contains(name)
    }

    /// The name of a `GLHOOK_ENTRY_` id, as recorded from the calls seen so far.
    public static func name(of entry: Int32) -> String { EntryNames.shared.names[Int(entry)] ?? "entry \(entry)" }

    /// Entry-point names learned from the calls themselves (the wrappers carry them).
    private final class EntryNames: Sendable {
        static let shared = EntryNames()
        private let storage = Mutex<[Int: String]>([:])
        var names: [Int: String] { storage.withLock { $0 } }
        func learn(_ entry: Int, _ name: UnsafePointer<CChar>) {
            storage.withLock { if $0[entry] == nil { $0[entry] = String(cString: name) } }
        }
    }

    private func before(_ call: UnsafeMutablePointer<glhook_call>) -> Int32 {
        let entry = call.pointee.entry
        if isCounting {
            if counts[Int(entry)] == 0, let name = call.pointee.name { EntryNames.shared.learn(Int(entry), name) }
            counts[Int(entry)] += 1
        }
        if entry == GLHOOK_ENTRY_glGetError, pendingError != GLenum(GL_NO_ERROR) {
            call.pointee.result.u = UInt64(pendingError)
            pendingError = GLenum(GL_NO_ERROR)
            return Int32(GLHOOK_SKIP)
        }
        if let restriction, let error = restriction.refusal(of: call.pointee) {
            if pendingError == GLenum(GL_NO_ERROR) { pendingError = error }
            if refusals.count < 64, let name = call.pointee.name { refusals.append(String(cString: name)) }
            overrides[entry]?(call)
            return Int32(GLHOOK_SKIP)
        }
        if let faults, let error = faults.before(call) {
            if pendingError == GLenum(GL_NO_ERROR) { pendingError = error }  // GL_NO_ERROR: raises none
            return Int32(GLHOOK_SKIP)
        }
        return Int32(GLHOOK_RUN)
    }

    private func after(_ call: UnsafeMutablePointer<glhook_call>) {
        restriction?.adjust(call)
        faults?.after(call)
        if !overrides.isEmpty { overrides[call.pointee.entry]?(call) }
    }
}
