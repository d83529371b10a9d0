import GlazeCore
import CEpoxy

/// A vertex array object. Vertex arrays are per context (not shared). Glaze draws its full-screen
/// triangle from `gl_VertexID` with an empty one bound (the core profile requires one).
final class GLVertexArray {
    let name: GLuint
    private let reaper: GLReaper

    init(reaper: GLReaper) throws {
        var name: GLuint = 0
        glGenVertexArrays(1, &name)
        guard name != 0 else { throw GLDebug.creationFailure("glGenVertexArrays", making: "a vertex array") }
        self.name = name
        self.reaper = reaper
    }

    deinit { reaper.enqueue(.vertexArray(name)) }
}

/// A GL buffer object; Glaze uses pixel-pack buffers for asynchronous readback.
final class GLBuffer {
    let name: GLuint
    /// Size in bytes.
    private(set) var byteCount: Int
    private let reaper: GLReaper

    init(byteCount: Int, target: GLenum = GLenum(GL_PIXEL_PACK_BUFFER), usage: GLenum = GLenum(GL_STREAM_READ),
         reaper: GLReaper) throws {
        var name: GLuint = 0
        glGenBuffers(1, &name)
        guard name != 0 else { throw GLDebug.creationFailure("glGenBuffers", making: "a \(byteCount)-byte buffer") }
        self.name = name
        self.byteCount = byteCount
        self.reaper = reaper
        var previous: GLint = 0
        glGetIntegerv(Self.bindingQuery(for: target), &previous)
        glBindBuffer(target, name)
        glBufferData(target, GLsizeiptr(byteCount), nil, usage)
        glBindBuffer(target, GLuint(previous))
        try GLDebug.check("allocating a \(byteCount)-byte buffer")
    }

    deinit { reaper.enqueue(.buffer(name)) }

    /// Reallocates the storage to `byteCount` bytes (contents undefined); the pixel-pack buffer
    /// binding is left at 0 (call with Glaze's work state set).
    func resize(byteCount: Int) {
        glBindBuffer(GLenum(GL_PIXEL_PACK_BUFFER), name)
        glBufferData(GLenum(GL_PIXEL_PACK_BUFFER), GLsizeiptr(byteCount), nil, GLenum(GL_STREAM_READ))
        glBindBuffer(GLenum(GL_PIXEL_PACK_BUFFER), 0)
        self.byteCount = byteCount
    }

    static func bindingQuery(for target: GLenum) -> GLenum {
        switch Int32(target) {
        case GL_PIXEL_PACK_BUFFER: GLenum(GL_PIXEL_PACK_BUFFER_BINDING)
        case GL_PIXEL_UNPACK_BUFFER: GLenum(GL_PIXEL_UNPACK_BUFFER_BINDING)
        default: GLenum(GL_ARRAY_BUFFER_BINDING)
        }
    }
}

/// A sampler object: filtering and wrap state applied to a texture unit without touching the
/// (possibly borrowed) texture's own parameters.
final class GLSampler {
    let name: GLuint
    private let reaper: GLReaper

    /// - Parameters:
    ///   - linear: bilinear filtering when true, nearest otherwise.
    ///   - wrap: `GL_CLAMP_TO_EDGE`, `GL_CLAMP_TO_BORDER` (transparent border), `GL_REPEAT`.
    init(linear: Bool, wrap: GLint, reaper: GLReaper) throws {
        var name: GLuint = 0
        glGenSamplers(1, &name)
        guard name != 0 else { throw GLDebug.creationFailure("glGenSamplers", making: "a sampler") }
        self.name = name
        self.reaper = reaper
        let filter = linear ? GL_LINEAR : GL_NEAREST
        glSamplerParameteri(name, GLenum(GL_TEXTURE_MIN_FILTER), filter)
        glSamplerParameteri(name, GLenum(GL_TEXTURE_MAG_FILTER), filter)
        for axis in [GL_TEXTURE_WRAP_S, GL_TEXTURE_WRAP_T, GL_TEXTURE_WRAP_R] {
            glSamplerParameteri(name, GLenum(axis), wrap)
        }
        // The border colour is left at GL's default, transparent (0, 0, 0, 0): setting it would be
        // GL_INVALID_ENUM on OpenGL ES 3.0 without GL_EXT/OES_texture_border_clamp.
    }

    deinit { reaper.enqueue(.sampler(name)) }
}

/// A GPU fence (`glFenceSync`). Sync objects are shared across a share group, so a fence made
/// on a producer context can be waited on by a consumer context.
final class GLFence {
    /// The sync pointer's bit pattern (GLsync is an opaque pointer).
    let bits: UInt
    private let reaper: GLReaper

    /// Inserts a fence after every command issued so far on the current context. Does not flush.
    init(reaper: GLReaper) throws {
        guard let sync = glFenceSync(GLenum(GL_SYNC_GPU_COMMANDS_COMPLETE), 0) else {
            throw GLError(.objectCreationFailed, "glFenceSync failed")
        }
        self.bits = UInt(bitPattern: sync)
        self.reaper = reaper
    }

    deinit { reaper.enqueue(.sync(bits)) }

    private var sync: GLsync? { GLsync(bitPattern: bits) }

    /// Whether the fence is a sync object of the current context's share group (no GL error
    /// either way): false on an unrelated context.
    var existsInCurrentContext: Bool { glIsSync(sync) != 0 }

    /// Whether the GPU has passed the fence (non-blocking poll; flushes the current context's
    /// commands, so that a fence nobody flushed yet can be reached).
    var isSignaled: Bool {
        let result = glClientWaitSync(sync, GLbitfield(GL_SYNC_FLUSH_COMMANDS_BIT), 0)
        return result == GLenum(GL_ALREADY_SIGNALED) || result == GLenum(GL_CONDITION_SATISFIED)
    }

    /// Blocks the calling thread until the fence is passed or `timeout` nanoseconds elapse.
    /// Flushes the current context's commands first (so a fence on this context cannot deadlock).
    func wait(timeoutNanoseconds: UInt64 = 5_000_000_000) throws {
        let result = glClientWaitSync(sync, GLbitfield(GL_SYNC_FLUSH_COMMANDS_BIT), GLuint64(timeoutNanoseconds))
        switch Int32(result) {
        case GL_ALREADY_SIGNALED, GL_CONDITION_SATISFIED: return
        case GL_TIMEOUT_EXPIRED:
            throw GLError(.fenceTimeout, "fence not signalled within \(timeoutNanoseconds / 1_000_000) ms")
        default:
            throw GLError(.glError, "glClientWaitSync failed (\(GLDebug.errorName(glGetError())))")
        }
    }

    /// Makes the server (GPU command stream) of the current context wait for the fence without
    /// blocking the CPU: the consumer side of a cross-context hand-off.
    func waitOnServer() {
        glWaitSync(sync, 0, GLuint64(GL_TIMEOUT_IGNORED))
    }
}
