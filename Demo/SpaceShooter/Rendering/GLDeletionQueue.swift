import CEpoxy
import Synchronization

/// GL objects the game dropped, deleted on the main thread at the next frame boundary: the
/// library's rule (never from an arbitrary thread's `deinit`, where no context may be current).
/// `deinit`s enqueue; `App.draw()` drains at the start of each frame and `App.shutdown()` once
/// more, with the window's context current. Objects still queued when the window closes die
/// with its context.
final class GLDeletionQueue: Sendable {
    /// One GL object by kind and name.
    enum Object: Sendable, Equatable {
        case texture(GLuint), sampler(GLuint), buffer(GLuint), vertexArray(GLuint), program(GLuint),
             framebuffer(GLuint)
    }

    /// The game's queue (one GL context, the main thread's).
    static let shared = GLDeletionQueue()

    private let pending = Mutex<[Object]>([])

    /// Queues `objects` for deletion; safe on any thread, makes no GL call.
    func enqueue(_ objects: Object...) {
        pending.withLock { $0 += objects.filter { $0 != .texture(0) && $0 != .framebuffer(0) } }
    }

    /// Objects waiting for the next ``drain(_:)``.
    var count: Int { pending.withLock { $0.count } }

    /// Deletes everything queued, through `delete` (GL by default: call on the main thread with
    /// the window's context current).
    func drain(_ delete: (Object) -> Void = GLDeletionQueue.delete) {
        let objects = pending.withLock { queued in
            defer { queued.removeAll(keepingCapacity: true) }
            return queued
        }
        objects.forEach(delete)
    }

    /// Deletes one object with the current context.
    static func delete(_ object: Object) {
        switch object {
        case .texture(var name): glDeleteTextures(1, &name)
        case .sampler(var name): glDeleteSamplers(1, &name)
        case .buffer(var name): glDeleteBuffers(1, &name)
        case .vertexArray(var name): glDeleteVertexArrays(1, &name)
        case .program(let name): glDeleteProgram(name)
        case .framebuffer(var name): glDeleteFramebuffers(1, &name)
        }
    }
}
