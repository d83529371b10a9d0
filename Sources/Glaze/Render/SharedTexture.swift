import GlazeCore
import CEpoxy

/// A texture rendered on one context and handed to another context in the same share group
/// (e.g. produced on a loader thread, consumed by the game's render thread).
///
/// The discipline is built in: the producer renders, inserts a fence and flushes
/// (``RenderContext/makeSharedTexture(_:from:format:)``); the consumer can only get at the texture
/// through ``acquire(in:)``, which makes the consumer's GL stream wait for the producer's fence
/// before returning an image to bind — so it can never sample a half-written texture.
/// Framebuffers and vertex arrays are per context; textures and sync objects are shared.
public final class SharedTexture: @unchecked Sendable {
    // @unchecked Sendable: every stored property is immutable after init. `texture` and `fence`
    // are GL wrappers whose only thread-sensitive work is their deinit, which merely enqueues the
    // name on the producer's GLReaper (a lock-protected queue); their names are valid on every
    // context of the share group. GL calls on them happen only in `acquire(in:)` and `isReady`,
    // on the calling thread's current context.
    private let texture: GLTexture
    private let fence: GLFence
    /// Working-space region the texture holds.
    public let region: Rect
    /// Increases with every texture a producer makes; consumers compare to skip stale ones.
    public let sequence: Int

    init(texture: GLTexture, fence: GLFence, region: Rect, sequence: Int) {
        self.texture = texture
        self.fence = fence
        self.region = region
        self.sequence = sequence
    }

    /// Width in texels.
    public var width: Int { texture.width }
    /// Height in texels.
    public var height: Int { texture.height }

    /// Whether the producer's commands have finished (non-blocking; call with a context of the
    /// share group current). False when no such context is current (see ``checkIsReady()``).
    public var isReady: Bool { (try? checkIsReady()) ?? false }

    /// Whether the producer's commands have finished (non-blocking), checking the context first.
    /// - Throws: ``RenderError`` `.contextReleased`, touching no GL state, when no GL context is
    ///   current or the current one is not in the producer's share group.
    public func checkIsReady() throws -> Bool {
        guard CurrentGLContext.identity != nil else {
            throw RenderError(.contextReleased, "a shared texture's readiness needs a GL context of its share group current; none is")
        }
        guard fence.existsInCurrentContext else {
            throw RenderError(.contextReleased, "the current GL context is not in the share group of the context that made this \(width)x\(height) shared texture")
        }
        return fence.isSignaled
    }

    /// Makes `context`'s command stream wait for the producer's fence, then returns the texture
    /// as an image to draw or filter. The consumer re-binds it at draw time (Glaze always binds
    /// textures per draw), which is what makes the producer's writes visible. The image borrows
    /// the texture's name: keep this shared texture alive until the render that reads the image
    /// has been issued (once it is released, the producer deletes the texture).
    public func acquire(in context: RenderContext) throws -> Image {
        try context.beginGLCall()
        fence.waitOnServer()
        return Image(rendered: texture, region: region)
    }

    /// Like ``acquire(in:)`` for a game's own drawing: waits (server side) and returns the GL
    /// texture name to bind. Bind it after this call, never before.
    public func acquireTextureName(in context: RenderContext) throws -> UInt32 {
        try context.beginGLCall()
        fence.waitOnServer()
        return texture.name
    }
}

extension RenderContext {
    /// Renders `image` into a new texture for another context of the same share group:
    /// render → fence → flush. Hand the result to the consumer thread (it is `Sendable`).
    public func makeSharedTexture(_ image: Image, from region: Rect? = nil,
                                  format: TextureFormat = .rgba8) throws -> SharedTexture {
        let rendered = try makeTexture(image, from: region, format: format)
        // Fence first, then flush: the fence must reach the GPU before another context waits on it.
        let fence = try rendered.task.completionFence()
        glFlush()
        sharedSequence += 1
        return SharedTexture(texture: rendered.texture, fence: fence, region: rendered.region, sequence: sharedSequence)
    }
}
