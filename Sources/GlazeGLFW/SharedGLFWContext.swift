import GlazeCore
import CGLFW

/// A hidden 16×16 GLFW window whose GL context shares objects with a main window's context, for
/// one-off GL work on a second thread (a loader thread uploading textures or applying an effect
/// once).
///
/// ## What the share group shares
///
/// Contexts in one share group see the same **textures, renderbuffers, buffers (vertex, index,
/// pixel-pack/unpack, uniform), shaders and programs, samplers and sync objects (fences)**.
/// They do **not** share container objects: **framebuffers and vertex arrays** (and transform
/// feedback and program pipeline objects) belong to the context that created them. A producer on
/// the loader thread therefore makes its own framebuffer and vertex array, and the consumer never
/// uses the producer's.
///
/// ## Handing work across
///
/// Producer (loader thread, this context current): create/fill the texture, draw into it through
/// its own framebuffer, `glFenceSync(GL_SYNC_GPU_COMMANDS_COMPLETE, 0)`, `glFlush()`, then
/// ``Handle/release()``. Consumer (render thread): once told the work is done, `glWaitSync` (or
/// `glClientWaitSync` with `GL_SYNC_FLUSH_COMMANDS_BIT`) on the fence, then **re-bind** the
/// texture before sampling it — a binding made before the producer's change may still show stale
/// contents.
///
/// ## Threads
///
/// Create and drop this object on the main thread (GLFW creates and destroys windows only there).
/// Give the loader thread the ``handle``: it is `Sendable`, and it can only make the context
/// current, release it, and ask whether it is current — calls GLFW allows from any thread.
///
/// ```swift
/// let loader = try SharedGLFWContext(sharingWith: window)    // main thread
/// let handle = loader.handle
/// Thread {
///     try? handle.makeCurrent()
///     defer { handle.release() }
///     // ... upload, draw into a local framebuffer, glFenceSync, glFlush ...
/// }.start()
/// ```
public final class SharedGLFWContext {
    /// The part the loader thread uses. Copy it freely; it does not keep the window alive.
    public let handle: Handle

    /// Creates a hidden 16×16 window whose context shares with `window`'s (main thread). The new
    /// context is not made current.
    /// - Throws: ``GLFWError`` when the hidden window cannot be created.
    public init(sharingWith window: GLFWWindow) throws {
        let hidden = try GLFWWindow.create(title: "Glaze shared context", width: 16, height: 16,
                                           resizable: false, visible: false, api: window.api, share: window.handle)
        handle = Handle(slot: HiddenWindowSlot(window: hidden))
    }

    /// Destroys the hidden window (main thread). A thread that still has the context current keeps
    /// it until it releases it; the window is then left to `glfwTerminate` instead of destroyed
    /// under that thread.
    deinit {
        handle.slot.close()
    }

    /// The loader thread's view of a ``SharedGLFWContext``.
    public struct Handle: Sendable {
        let slot: HiddenWindowSlot

        /// Makes the shared context current on the calling thread.
        /// - Throws: ``GLFWError`` `.contextClosed` when the ``SharedGLFWContext`` is gone,
        ///   `.makeCurrentFailed` when GLFW refuses (e.g. it is current on another thread).
        public func makeCurrent() throws {
            if let error = slot.makeCurrent() { throw error }
        }

        /// Makes no context current on the calling thread if this one is current here; call it
        /// when the thread's work is flushed, before the thread ends.
        public func release() {
            slot.release()
        }

        /// Whether the shared context is current on the calling thread.
        public var isCurrent: Bool { slot.isCurrent }
    }
}

/// The hidden window's `GLFWwindow*` behind a mutex, so that making it current (any thread) and
/// destroying it (main thread) never overlap, and no thread uses it after it is destroyed.
///
/// The pointer crosses threads inside ``WindowPointer``; why the GLFW calls made with it are safe:
/// - `glfwMakeContextCurrent` and `glfwGetCurrentContext` "may be called from any thread"
///   (GLFW 3.3 reference), and they are the only calls made with the pointer off the main thread.
/// - `glfwDestroyWindow` is called only from ``close()``, i.e. from the owner's `deinit` on the
///   main thread, under the lock, and only while no thread has the context current through us;
///   afterwards the slot holds `nil`, so a late ``makeCurrent()`` fails cleanly.
final class HiddenWindowSlot: Sendable {
    /// `GLFWwindow*` is imported as `OpaquePointer`, which is not `Sendable`.
    ///
    /// `@unchecked Sendable` is sound here because the box is only ever read inside the slot's
    /// mutex, Swift never dereferences the pointer, and every GLFW call made with it is either
    /// documented as callable from any thread (`glfwMakeContextCurrent`, `glfwGetCurrentContext`)
    /// or made on the main thread by ``close()`` while no other thread holds the context.
    private struct WindowPointer: @unchecked Sendable {
        let raw: OpaquePointer
    }

    private struct State: Sendable {
        var pointer: WindowPointer?
        var window: OpaquePointer? { pointer?.raw }
        /// Threads that made the context current through ``makeCurrent()`` and have not released it
        /// (at most 1: GL contexts are current on one thread at a time).
        var holders = 0
        /// The owner is gone: the context can no longer be made current.
        var closed = false
    }

    private let state: Locked<State>

    init(window: OpaquePointer) {
        state = Locked(State(pointer: WindowPointer(raw: window)))
    }

    func makeCurrent() -> GLFWError? {
        state.withLock { state in
            guard !state.closed, let window = state.window else {
                return GLFWError(.contextClosed, "the SharedGLFWContext was released; its context can no longer be made current")
            }
            _ = GLFWError.lastGLFWError()
            glfwMakeContextCurrent(window)
            guard glfwGetCurrentContext() == window, GLFWError.lastGLFWError() == nil else {
                return GLFWError.failed(.makeCurrentFailed, "glfwMakeContextCurrent failed for the shared context",
                                        hint: "It may be current on another thread.")
            }
            state.holders += 1
            return nil
        }
    }

    func release() {
        state.withLock { state in
            guard let window = state.window, glfwGetCurrentContext() == window else { return }
            glfwMakeContextCurrent(nil)
            state.holders = max(0, state.holders - 1)
        }
    }

    var isCurrent: Bool {
        state.withLock { state in
            state.window != nil && glfwGetCurrentContext() == state.window
        }
    }

    /// Called once, by the owner's `deinit` on the main thread.
    func close() {
        let destroyed: Bool = state.withLock { state in
            state.closed = true
            guard let window = state.window else { return false }
            if glfwGetCurrentContext() == window {  // current on this (the main) thread
                glfwMakeContextCurrent(nil)
                state.holders = max(0, state.holders - 1)
            }
            guard state.holders == 0 else { return false }  // still current elsewhere: leave it to glfwTerminate
            glfwDestroyWindow(window)
            state.pointer = nil
            return true
        }
        // Keep GLFW running while a thread may still hold the context; otherwise drop our claim.
        if destroyed { GLFWLibrary.release() }
    }
}
