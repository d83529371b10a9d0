import GlazeCore
import CEpoxy
import CGlaze
import FoundationEssentials
import Glibc
import Synchronization
@_spi(Hosting) import Glaze

/// The thread and GL context a render context belongs to (plain values, so boxes that only
/// need the check do not keep the render context alive): the library's one check, with the C
/// API's error codes and messages.
struct ThreadBinding: Sendable {
    let binding: GLThreadBinding
    let name: String
    /// Ended when the context's handle is destroyed (shared by every copy of the binding).
    let life = ContextLife()

    /// Throws the C API's error when the context was destroyed, or the caller is not on the
    /// context's thread with its GL context current; makes no GL call.
    func check() throws {
        guard life.isAlive else {
            throw CAPIError(GLAZE_ERROR_CONTEXT_LOST,
                            "render context '\(name)' was destroyed; what it made can only be destroyed now (make a new context)")
        }
        switch binding.mismatch() {
        case nil: return
        case .wrongThread:
            throw CAPIError(GLAZE_ERROR_WRONG_THREAD,
                            "render context '\(name)' was created on another thread; use it only on the thread that created it (make a context per thread, on a shared GL context, for loader threads)")
        case .noContext:
            throw CAPIError(GLAZE_ERROR_NO_GL_CONTEXT,
                            "render context '\(name)': no GL context is current on this thread; make the context it was created with current first")
        case .otherContext:
            throw CAPIError(GLAZE_ERROR_NO_GL_CONTEXT,
                            "render context '\(name)': a different GL context is current on this thread; make the one it was created with current first")
        }
    }
}

/// Whether a render context's handle is alive: objects it made (render tasks, readbacks) ask
/// before they touch GL, so one used after its context's destroy reports that.
final class ContextLife: Sendable {
    private let alive = Atomic<Bool>(true)

    /// False once ``end()`` was called.
    var isAlive: Bool { alive.load(ordering: .acquiring) }

    /// Marks the context destroyed.
    func end() { alive.store(false, ordering: .releasing) }
}

/// A `glaze_context`.
///
/// `@unchecked Sendable`: the `RenderContext` inside is only handed out by ``use()``, which
/// first checks that the caller is on the thread that created it; so it is only ever touched on
/// that one thread. The box itself may be released on any thread: `RenderContext.deinit` makes
/// GL calls only when it runs on its own thread with its GL context current.
final class ContextBox: HandleBox, @unchecked Sendable {
    static let kind = HandleKind.context
    private let context: RenderContext
    let binding: ThreadBinding

    init(context: RenderContext, binding: ThreadBinding) {
        self.context = context
        self.binding = binding
    }

    /// The render context, after checking thread and GL context.
    func use() throws -> RenderContext {
        try binding.check()
        return context
    }
}

/// A `glaze_image`: an immutable recipe.
final class ImageBox: HandleBox {
    static let kind = HandleKind.image
    let image: Image
    init(_ image: Image) { self.image = image }
}

/// A `glaze_registry`.
final class RegistryBox: HandleBox {
    static let kind = HandleKind.registry
    let registry: FilterRegistry
    init(_ registry: FilterRegistry) { self.registry = registry }
}

/// A `glaze_filter`: a registered filter's name and the values set so far (as given; clamped
/// again when the filter is built), behind a lock.
final class FilterBox: HandleBox {
    static let kind = HandleKind.filter
    let registry: FilterRegistry
    let descriptor: FilterDescriptor
    /// The descriptor's name as a C string, for glaze_filter_get_name (freed at deinit).
    nonisolated(unsafe) let cName: UnsafeMutablePointer<CChar>?
    // nonisolated(unsafe): written once in init, freed in deinit, read-only in between.
    let values = Locked<[String: ParameterValue]>([:])

    init(registry: FilterRegistry, descriptor: FilterDescriptor) {
        self.registry = registry
        self.descriptor = descriptor
        self.cName = strdup(descriptor.name)
    }

    deinit { free(cName) }
}

/// A `glaze_render_task`.
///
/// `@unchecked Sendable`: the task is only touched after `binding.check()` passed, i.e. on the
/// thread of the context that issued it.
final class RenderTaskBox: HandleBox, @unchecked Sendable {
    static let kind = HandleKind.renderTask
    let task: RenderTask
    let binding: ThreadBinding
    init(_ task: RenderTask, binding: ThreadBinding) {
        self.task = task
        self.binding = binding
    }
}

/// A `glaze_texture`.
///
/// `@unchecked Sendable`: its properties are immutable; the GL texture is only read through
/// immutable fields (name, size, region), and its deinit merely queues the name on the owning
/// context's reaper (a locked queue), so releasing it on any thread is safe.
final class TextureBox: HandleBox, @unchecked Sendable {
    static let kind = HandleKind.texture
    let texture: RenderedTexture
    init(_ texture: RenderedTexture) { self.texture = texture }
}

/// A `glaze_readback`.
///
/// `@unchecked Sendable`: the task is only touched after `binding.check()` passed (the issuing
/// context's thread); the cached pixels are behind a lock.
final class ReadbackBox: HandleBox, @unchecked Sendable {
    static let kind = HandleKind.readback
    let task: ReadbackTask
    let binding: ThreadBinding
    let pixels = Locked<PixelBuffer?>(nil)
    init(_ task: ReadbackTask, binding: ThreadBinding) {
        self.task = task
        self.binding = binding
    }
}

/// A `glaze_shared_texture`.
final class SharedTextureBox: HandleBox {
    static let kind = HandleKind.sharedTexture
    let texture: SharedTexture
    init(_ texture: SharedTexture) { self.texture = texture }
}

/// A `glaze_baked_texture`.
final class BakedTextureBox: HandleBox {
    static let kind = HandleKind.bakedTexture
    let baked: BakedTexture
    init(_ baked: BakedTexture) { self.baked = baked }
}
