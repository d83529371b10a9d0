import CEpoxy

/// Makes the Nth GL call of one kind fail as a failing driver would (tests only), through the
/// calling thread's ``GLCallHook`` (``GLCallHook/faults``), and counts the GL objects alive by
/// name meanwhile.
///
/// A sweep first runs a scenario with ``failingCall`` 0 (nothing fails) to learn ``calls``, the
/// number of call sites of the kind, then once per N in 1...calls with ``failingCall`` N.
/// Only calls made while ``isArmed`` are counted or failed; objects are tracked always.
public final class GLFaultInjector {
    /// What fails.
    public enum Fault: String, CaseIterable, Sendable {
        /// `glGen*`, `glCreateShader`, `glCreateProgram`, `glTexImage2D/3D`, `glTexStorage2D/3D`,
        /// `glBufferData`, `glRenderbufferStorage*`: the call does not run (no name is written,
        /// `glCreate*` return 0, the object stays unallocated) and the next `glGetError` answers
        /// `GL_OUT_OF_MEMORY`.
        case allocation
        /// `glCheckFramebufferStatus` answers `GL_FRAMEBUFFER_INCOMPLETE_ATTACHMENT`.
        case framebufferStatus
        /// `glCompileShader`: the shader's `GL_COMPILE_STATUS` reads false with a log
        /// (``log``), and a program it is attached to fails to link with the same log.
        case compile
        /// `glLinkProgram`: the program's `GL_LINK_STATUS` reads false with a log (``log``).
        case link
        /// `glGetGraphicsResetStatus` answers `GL_GUILTY_CONTEXT_RESET` (a reset this context caused).
        case reset
    }

    /// What an injected compile or link failure's info log says (after its location).
    public static let message = "injected driver fault (GLFaultInjector)"
    /// The info log of an injected compile or link failure.
    public static let log = "0:1(1): error: " + message

    /// The kind of call that fails.
    public let fault: Fault
    /// The armed call of ``fault``'s kind that fails, from 1; 0: none fails (counting only).
    public var failingCall: Int
    /// Whether calls are counted and failed.
    public var isArmed = false
    /// Calls of ``fault``'s kind made while armed.
    public private(set) var calls = 0
    /// The entry point of the call that was made to fail, nil until one was.
    public private(set) var failedCallName: String?
    /// Names of GL objects generated and not deleted since installation, by kind ("texture", …).
    public private(set) var live: [String: Set<UInt64>] = [:]
    private var failedShaders = Set<GLuint>()
    private var failedPrograms = Set<GLuint>()

    /// An injector failing call `failingCall` (from 1; 0: none) of `fault`'s kind. Install it
    /// with `GLCallHook.current.faults = injector` on the GL thread.
    public init(_ fault: Fault, failingCall: Int = 0) {
        self.fault = fault
        self.failingCall = failingCall
    }

    /// Runs `body` with an injector failing call `failingCall` of `fault`'s kind installed on
    /// the calling thread's hook (removed afterwards).
    public static func installed<T>(_ fault: Fault, failingCall: Int = 0, _ body: (GLFaultInjector) throws -> T) rethrows -> T {
        let hook = GLCallHook.current
        let injector = GLFaultInjector(fault, failingCall: failingCall)
        hook.faults = injector
        defer { hook.faults = nil }
        return try body(injector)
    }

    /// Number of GL objects alive (generated since installation, not deleted).
    public var liveCount: Int { live.values.reduce(0) { $0 + $1.count } }

    /// Live objects by kind, for messages ("texture: 2, buffer: 1").
    public var liveSummary: String {
        live.filter { !$0.value.isEmpty }.sorted { $0.key < $1.key }.map { "\($0.key): \($0.value.count)" }.joined(separator: ", ")
    }

    /// Whether `call` is of the kind that fails, counting it; true for the failing one.
    private func fails(_ call: glhook_call, ofKind kind: Fault) -> Bool {
        guard isArmed, fault == kind else { return false }
        calls += 1
        guard calls == failingCall else { return false }
        failedCallName = call.name.map { String(cString: $0) }
        return true
    }

    /// Before the driver: nil to run `call`; else it is skipped, raising the GL error returned
    /// (`GL_NO_ERROR`: none, for a reset, whose status is the result).
    func before(_ call: UnsafeMutablePointer<glhook_call>) -> GLenum? {
        let entry = call.pointee.entry, a = call.pointee.arguments!
        if let kind = Self.deletedKinds[entry] {
            forget(kind, count: a[0].u, names: a[1].p)
            return nil
        }
        switch entry {
        case GLHOOK_ENTRY_glGenTextures, GLHOOK_ENTRY_glGenBuffers, GLHOOK_ENTRY_glGenFramebuffers,
             GLHOOK_ENTRY_glGenRenderbuffers, GLHOOK_ENTRY_glGenVertexArrays, GLHOOK_ENTRY_glGenSamplers,
             GLHOOK_ENTRY_glCreateShader, GLHOOK_ENTRY_glCreateProgram,
             GLHOOK_ENTRY_glTexImage2D, GLHOOK_ENTRY_glTexImage3D, GLHOOK_ENTRY_glTexStorage2D, GLHOOK_ENTRY_glTexStorage3D,
             GLHOOK_ENTRY_glBufferData, GLHOOK_ENTRY_glRenderbufferStorage, GLHOOK_ENTRY_glRenderbufferStorageMultisample:
            if fails(call.pointee, ofKind: .allocation) {
                call.pointee.result.u = 0
                return GLenum(GL_OUT_OF_MEMORY)
            }
        case GLHOOK_ENTRY_glGetGraphicsResetStatus:
            // Skipped, not rewritten: a test may fake the query where the driver lacks it.
            if fails(call.pointee, ofKind: .reset) {
                call.pointee.result.u = UInt64(GL_GUILTY_CONTEXT_RESET)
                return GLenum(GL_NO_ERROR)
            }
        case GLHOOK_ENTRY_glDeleteShader:
            live["shader"]?.remove(a[0].u)
            failedShaders.remove(GLuint(a[0].u))
        case GLHOOK_ENTRY_glDeleteProgram:
            live["program"]?.remove(a[0].u)
            failedPrograms.remove(GLuint(a[0].u))
        case GLHOOK_ENTRY_glDeleteSync:
            live["sync"]?.remove(UInt64(UInt(bitPattern: a[0].p)))
        case GLHOOK_ENTRY_glAttachShader:
            if failedShaders.contains(GLuint(a[1].u)) { failedPrograms.insert(GLuint(a[0].u)) }
        default:
            break
        }
        return nil
    }

    /// After the driver ran `call`: records generated names, rewrites the results of failures.
    func after(_ call: UnsafeMutablePointer<glhook_call>) {
        let entry = call.pointee.entry, a = call.pointee.arguments!
        if let kind = Self.generatedKinds[entry] {
            remember(kind, count: a[0].u, names: a[1].p)
            return
        }
        switch entry {
        case GLHOOK_ENTRY_glCreateShader:
            if call.pointee.result.u != 0 { live["shader", default: []].insert(call.pointee.result.u) }
        case GLHOOK_ENTRY_glCreateProgram:
            if call.pointee.result.u != 0 { live["program", default: []].insert(call.pointee.result.u) }
        case GLHOOK_ENTRY_glFenceSync:
            if let sync = call.pointee.result.p { live["sync", default: []].insert(UInt64(UInt(bitPattern: sync))) }
        case GLHOOK_ENTRY_glCheckFramebufferStatus:
            if fails(call.pointee, ofKind: .framebufferStatus) {
                call.pointee.result.u = UInt64(GL_FRAMEBUFFER_INCOMPLETE_ATTACHMENT)
            }
        case GLHOOK_ENTRY_glCompileShader:
            if fails(call.pointee, ofKind: .compile) { failedShaders.insert(GLuint(a[0].u)) }
        case GLHOOK_ENTRY_glLinkProgram:
            if fails(call.pointee, ofKind: .link) { failedPrograms.insert(GLuint(a[0].u)) }
        case GLHOOK_ENTRY_glGetShaderiv:
            if failedShaders.contains(GLuint(a[0].u)) { rewriteStatus(pname: a[1].u, status: GL_COMPILE_STATUS, out: a[2].p) }
        case GLHOOK_ENTRY_glGetProgramiv:
            if failedPrograms.contains(GLuint(a[0].u)) { rewriteStatus(pname: a[1].u, status: GL_LINK_STATUS, out: a[2].p) }
        case GLHOOK_ENTRY_glGetShaderInfoLog:
            if failedShaders.contains(GLuint(a[0].u)) { writeLog(size: a[1].u, length: a[2].p, buffer: a[3].p) }
        case GLHOOK_ENTRY_glGetProgramInfoLog:
            if failedPrograms.contains(GLuint(a[0].u)) { writeLog(size: a[1].u, length: a[2].p, buffer: a[3].p) }
        default:
            break
        }
    }

    /// The object kind each `glGen*(count, names)` call makes, by entry point.
    private static let generatedKinds: [Int32: String] = [
        GLHOOK_ENTRY_glGenTextures: "texture", GLHOOK_ENTRY_glGenBuffers: "buffer",
        GLHOOK_ENTRY_glGenFramebuffers: "framebuffer", GLHOOK_ENTRY_glGenRenderbuffers: "renderbuffer",
        GLHOOK_ENTRY_glGenVertexArrays: "vertex array", GLHOOK_ENTRY_glGenSamplers: "sampler",
    ]

    /// The object kind each `glDelete*(count, names)` call deletes, by entry point.
    private static let deletedKinds: [Int32: String] = [
        GLHOOK_ENTRY_glDeleteTextures: "texture", GLHOOK_ENTRY_glDeleteBuffers: "buffer",
        GLHOOK_ENTRY_glDeleteFramebuffers: "framebuffer", GLHOOK_ENTRY_glDeleteRenderbuffers: "renderbuffer",
        GLHOOK_ENTRY_glDeleteVertexArrays: "vertex array", GLHOOK_ENTRY_glDeleteSamplers: "sampler",
    ]

    private func remember(_ kind: String, count: UInt64, names: UnsafeRawPointer?) {
        guard let names = names?.assumingMemoryBound(to: GLuint.self) else { return }
        for index in 0..<Int(count) where names[index] != 0 { live[kind, default: []].insert(UInt64(names[index])) }
    }

    private func forget(_ kind: String, count: UInt64, names: UnsafeRawPointer?) {
        guard let names = names?.assumingMemoryBound(to: GLuint.self) else { return }
        for index in 0..<Int(count) { live[kind]?.remove(UInt64(names[index])) }
    }

    private func rewriteStatus(pname: UInt64, status: Int32, out: UnsafeRawPointer?) {
        guard let out = UnsafeMutableRawPointer(mutating: out) else { return }
        switch Int32(truncatingIfNeeded: pname) {
        case status: out.storeBytes(of: GLint(GL_FALSE), as: GLint.self)
        case GL_INFO_LOG_LENGTH: out.storeBytes(of: GLint(Self.log.utf8.count + 1), as: GLint.self)
        default: break
        }
    }

    private func writeLog(size: UInt64, length: UnsafeRawPointer?, buffer: UnsafeRawPointer?) {
        guard let buffer = UnsafeMutableRawPointer(mutating: buffer), size > 0 else { return }
        let bytes = Array(Self.log.utf8.prefix(Int(size) - 1))
        buffer.copyMemory(from: bytes + [0], byteCount: bytes.count + 1)
        UnsafeMutableRawPointer(mutating: length)?.storeBytes(of: GLsizei(bytes.count), as: GLsizei.self)
    }
}
