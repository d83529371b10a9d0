import GlazeCore
import CEpoxy
import Synchronization

/// A GL object name waiting to be deleted on its context's thread.
package enum GLDeletion: Sendable, Equatable {
    case texture(GLuint)
    case framebuffer(GLuint)
    case renderbuffer(GLuint)
    case buffer(GLuint)
    case program(GLuint)
    case shader(GLuint)
    case vertexArray(GLuint)
    case sampler(GLuint)
    /// A sync object, stored as its pointer's bit pattern (GLsync is not Sendable).
    case sync(UInt)

    /// Whether every context of the share group sees the object (framebuffers and vertex arrays
    /// belong to the one context that made them).
    var isShared: Bool {
        switch self {
        case .framebuffer, .vertexArray: false
        default: true
        }
    }

    /// Whether this names no object (name 0, a null sync), which there is nothing to delete for.
    var isNoObject: Bool {
        switch self {
        case .texture(let name), .framebuffer(let name), .renderbuffer(let name), .buffer(let name),
             .program(let name), .shader(let name), .vertexArray(let name), .sampler(let name):
            name == 0
        case .sync(let bits): bits == 0
        }
    }
}

/// Collects the names of GL objects dropped on any thread and deletes them later on the GL
/// thread, at the owning context's next frame boundary (``drain()``).
///
/// `glDelete*` must never run from an arbitrary thread's `deinit`: the context is current on
/// one thread only, and deleting there would hit whatever context that thread has (or none).
/// The demo game queues its own GL objects on one too (`package`).
package final class GLReaper: Sendable {
    private let pending = Locked<[GLDeletion]>([])
    private let isClosed = Atomic<Bool>(false)
    /// ``labelLimit`` once known; -1 before the first label.
    private let knownLabelLimit = Atomic<Int>(-1)

    /// An empty reaper.
    package init() {}

    /// The longest object label the context takes (`GL_MAX_LABEL_LENGTH` − 1, at least 255
    /// where labels exist); 0 without KHR_debug (no labels). Asked of the current context at the
    /// first label and kept: labels are made with the reaper's context current.
    package var labelLimit: Int {
        let known = knownLabelLimit.load(ordering: .relaxed)
        if known >= 0 { return known }
        var limit = 0
        if GLDebug.hasKHRDebug {
            var maxLength: GLint = 0
            glGetIntegerv(GLenum(GL_MAX_LABEL_LENGTH), &maxLength)
            limit = max(0, Int(maxLength) - 1)
        }
        knownLabelLimit.store(limit, ordering: .relaxed)
        return limit
    }

    /// Queues a deletion. Safe from any thread, makes no GL call; ignored once the context is torn
    /// down, and for name 0 (no object).
    package func enqueue(_ deletion: GLDeletion) {
        guard !isClosed.load(ordering: .acquiring), !deletion.isNoObject else { return }
        pending.withLock { $0.append(deletion) }
    }

    /// Number of queued deletions (for tests and counters).
    package var pendingCount: Int { pending.withLock { $0.count } }

    /// Deletes every queued name, in the order queued, through `delete` (GL by default: call on
    /// the thread where the owning context is current).
    /// - Returns: how many objects were deleted.
    @discardableResult
    package func drain(_ delete: (GLDeletion) -> Void = GLReaper.delete) -> Int {
        let work = take { _ in true }
        work.forEach(delete)
        return work.count
    }

    /// Removes and returns the queued deletions that `isIncluded` selects, in the order queued.
    private func take(_ isIncluded: (GLDeletion) -> Bool) -> [GLDeletion] {
        pending.withLock { queue -> [GLDeletion] in
            let taken = queue.filter(isIncluded)
            queue.removeAll(where: isIncluded)
            return taken
        }
    }

    /// Deletes one object with the current context.
    package static func delete(_ deletion: GLDeletion) {
        switch deletion {
        case .texture(var name): glDeleteTextures(1, &name)
        case .framebuffer(var name): glDeleteFramebuffers(1, &name)
        case .renderbuffer(var name): glDeleteRenderbuffers(1, &name)
        case .buffer(var name): glDeleteBuffers(1, &name)
        case .program(let name): glDeleteProgram(name)
        case .shader(let name): glDeleteShader(name)
        case .vertexArray(var name): glDeleteVertexArrays(1, &name)
        case .sampler(var name): glDeleteSamplers(1, &name)
        case .sync(let bits): glDeleteSync(GLsync(bitPattern: bits))
        }
    }

    /// Stops accepting work; called when the owning context goes away (its objects die with it).
    func close() {
        isClosed.store(true, ordering: .releasing)
        pending.withLock { $0.removeAll() }
    }

    // MARK: Objects that outlive their context

    /// The reaper of a render context that is gone while objects it made (a texture handed to
    /// the host, a readback) are still alive, with the GL context it belongs to, a sync object
    /// made there (its liveness token, valid in every context of its share group), and the other
    /// GL contexts found inside and outside that share group.
    ///
    /// A token is a pointer: once its share group is destroyed, a new sync object of another
    /// group may get the same address, and `glIsSync` is then true there. So the token carries a
    /// label unique to the orphan (KHR_debug), and a token is this orphan's only when both agree.
    private struct Orphan {
        var reaper: GLReaper
        let glContext: UInt
        let token: UInt
        /// The token's KHR_debug label ("glaze orphan N"); nil where the driver has no KHR_debug.
        let label: String?
        var sharing: Set<UInt> = []
        var foreign: Set<UInt> = []

        /// Whether `current` has work here: its own context, or one of its share group with a
        /// shared object's deletion queued or the last reference gone (the token to delete).
        mutating func concerns(_ current: UInt) -> Bool {
            current == glContext
                || sharing.contains(current) && (reaper.hasSharedPending || isKnownUniquelyReferenced(&reaper))
        }

        /// Asks once whether `current`, a context not seen before, shares with this orphan's
        /// context (`glIsSync` on the token is true only inside its share group).
        mutating func learn(_ current: UInt) {
            guard current != glContext, !sharing.contains(current), !foreign.contains(current) else { return }
            if tokenIsLive() {
                sharing.insert(current)
            } else {
                foreign.insert(current)
            }
        }

        /// Whether the token is this orphan's sync object in the current context's share group:
        /// `glIsSync` is true and its label is this orphan's (a context without KHR_debug cannot
        /// tell a labelled token from a stranger at its address: no).
        func tokenIsLive() -> Bool {
            guard let sync = GLsync(bitPattern: token), glIsSync(sync) == GLboolean(GL_TRUE) else { return false }
            guard let label else { return true }
            guard GLDebug.hasKHRDebug else { return false }
            return withUnsafeTemporaryAllocation(of: GLchar.self, capacity: 64) { buffer in
                var length: GLsizei = 0
                glGetObjectPtrLabel(UnsafeRawPointer(sync), GLsizei(buffer.count), &length, buffer.baseAddress)
                let bytes = UnsafeRawBufferPointer(start: buffer.baseAddress, count: Int(max(0, length)))
                return label.utf8.elementsEqual(bytes)
            }
        }
    }

    private static let orphans = Locked<[Orphan]>([])
    /// Numbers the orphans' token labels.
    private static let orphansMade = Atomic<Int>(0)

    /// Keeps this reaper accepting deletions after its render context is gone; they are deleted
    /// by ``drainOrphans(probing:)`` when a context of its share group is next current. Call on
    /// the context's thread with `glContext` current (it makes the liveness token there).
    func orphan(glContext: UInt) {
        guard let token = glFenceSync(GLenum(GL_SYNC_GPU_COMMANDS_COMPLETE), 0) else { return close() }
        var label: String?
        if labelLimit > 0 {
            let made = "glaze orphan \(Self.orphansMade.wrappingAdd(1, ordering: .relaxed).newValue)"
            glObjectPtrLabel(UnsafeRawPointer(token), GLsizei(made.utf8.count), made)
            label = made
        }
        orphan(glContext: glContext, token: token, label: label)
    }

    /// Keeps this reaper as an orphan of `glContext` with `token` as its liveness token, whose
    /// KHR_debug label is `label` (nil: unlabelled). ``orphan(glContext:)`` makes both; tests
    /// pass a token of their own to stand for a stale one.
    package func orphan(glContext: UInt, token: GLsync, label: String?) {
        let orphan = Orphan(reaper: self, glContext: glContext, token: UInt(bitPattern: token), label: label)
        Self.orphans.withLock { $0.append(orphan) }
    }

    /// Deletes what objects of gone render contexts queued, for those whose GL context, or a
    /// context of its share group, is current on this thread, and forgets a reaper once nothing
    /// can queue into it any more. Textures, buffers, programs and the other shared objects are
    /// deleted on any context of the share group; framebuffers and vertex arrays, which belong to
    /// one context, only on their own. Whether the current context shares with an orphan's is
    /// asked once (`glIsSync` on its token is true there), and only with `probing` (a caller
    /// that may query GL: ``RenderContext/beginFrame()`` in guarded mode or with debug checks).
    /// A GL context that was destroyed and replaced by a new one at the same address is told
    /// apart by the token too (`glIsSync` is false there, or the sync object at the token's
    /// address is another's, with another label): its objects died with it, nothing is deleted. Cheap when there is nothing to do (a lock, no GL call, no allocation).
    package static func drainOrphans(probing: Bool = false) {
        guard orphans.withLock({ !$0.isEmpty }) else { return }
        let current = GLThreadBinding.currentContext
        guard current != 0 else { return }
        // Everything is decided under the lock and no orphan ever leaves the list while it still
        // has work, so two contexts of one share group draining at once never hide an orphan
        // from each other (its owner always finds it). Only the deletions run outside the lock.
        var work: [GLDeletion] = []
        var spentTokens: [UInt] = []
        orphans.withLock { list in
            var index = 0
            while index < list.count {
                if probing { list[index].learn(current) }
                guard list[index].concerns(current) else { index += 1; continue }
                // The token is asked again before deleting anything: a context at the address
                // of a destroyed one is not of this share group, and its own objects died with it.
                guard list[index].tokenIsLive() else {
                    if list[index].glContext == current {
                        list[index].reaper.close()
                        list.remove(at: index)
                    } else {
                        list[index].sharing.remove(current)
                        list[index].foreign.insert(current)
                        index += 1
                    }
                    continue
                }
                let own = list[index].glContext == current
                work += list[index].reaper.take { own || $0.isShared }
                // Nobody else holds the reaper: no object can queue a deletion into it any more.
                if isKnownUniquelyReferenced(&list[index].reaper), list[index].reaper.pendingCount == 0 {
                    spentTokens.append(list[index].token)
                    list.remove(at: index)
                } else {
                    index += 1
                }
            }
        }
        work.forEach(delete)
        for token in spentTokens { glDeleteSync(GLsync(bitPattern: token)) }
    }

    /// Whether a deletion of an object every context of the share group sees is queued.
    private var hasSharedPending: Bool { pending.withLock { $0.contains { $0.isShared } } }
}
