import GlazeCore

/// A render that has been issued but may not have finished on the GPU.
///
/// Its fence is made when someone first asks (``isComplete``, ``waitUntilCompleted(timeoutNanoseconds:)``,
/// a ``SharedTexture``), not per render: a game that never asks makes no sync object. A fence
/// made later also covers the work issued in between, so the task completes with that work,
/// never before its render. Asking flushes the context's commands.
///
/// Not `Sendable`: poll or wait on the thread of the context that issued it, with that context
/// current (sync objects are shared, so a context in the same share group may wait on a
/// ``SharedTexture``).
public final class RenderTask {
    /// The fence after the render, once someone asked (var: the issuing context recycles tasks).
    var fence: GLFence?
    private let reaper: GLReaper

    init(reaper: GLReaper) { self.reaper = reaper }

    /// The fence after the render, inserted now if nobody asked before.
    func completionFence() throws -> GLFence {
        if let fence { return fence }
        let made = try GLFence(reaper: reaper)
        fence = made
        return made
    }

    /// Whether the GPU has finished the render (non-blocking; false if no fence can be made).
    public var isComplete: Bool { (try? completionFence())?.isSignaled ?? false }

    /// Blocks until the GPU has finished the render. For tools and tests; a game never needs it
    /// on its frame path (consumers rebind instead; see ``SharedTexture``).
    public func waitUntilCompleted(timeoutNanoseconds: UInt64 = 5_000_000_000) throws {
        try completionFence().wait(timeoutNanoseconds: timeoutNanoseconds)
    }
}

/// A texture Glaze rendered and the caller now owns. Dropping it releases the GL texture at
/// the owning context's next frame boundary.
public final class RenderedTexture {
    let texture: GLTexture
    let framebuffer: GLFramebuffer
    /// The working-space region the texture holds.
    public let region: Rect
    /// Completion of the render that filled it.
    public let task: RenderTask

    init(texture: GLTexture, framebuffer: GLFramebuffer, region: Rect, task: RenderTask) {
        self.texture = texture
        self.framebuffer = framebuffer
        self.region = region
        self.task = task
    }

    /// The GL texture name to bind (valid while this object is alive).
    public var name: UInt32 { texture.name }
    /// Width in texels.
    public var width: Int { texture.width }
    /// Height in texels.
    public var height: Int { texture.height }
    /// The texture's format.
    public var format: TextureFormat { texture.format }

    /// The texture as a Glaze image placed at `region` (premultiplied; sRGB for 8-bit).
    public var image: Image { Image(rendered: texture, region: region) }
}

extension Image {
    /// A texture Glaze rendered (premultiplied, working-space values) placed back at the region
    /// it was rendered from, whatever its pixel size.
    init(rendered texture: GLTexture, region: Rect) {
        let reference = TextureReference.borrowed(name: texture.name, width: texture.width, height: texture.height,
                                                  format: texture.format)
        let base = Image(texture: reference, alphaMode: .premultiplied, origin: .bottomLeft)
        self = base.transformed(by: AffineTransform(scaleX: region.width / Double(texture.width),
                                                    y: region.height / Double(texture.height))
            .concatenating(AffineTransform(translationX: region.minX, y: region.minY)))
    }
}
