import GlazeCore

/// An image that remembers what it was set to last frame (Core Image's `CIImageAccumulator`):
/// feedback effects such as trails, afterimages and eye adaptation.
///
/// Each frame the game builds a recipe that may read ``image`` (the previous contents) and sets
/// the accumulator to it with ``setImage(_:in:)``. The accumulator owns two textures of its
/// ``extent`` and renders into the one the recipe does not read, then swaps them (ping-pong), so
/// a recipe never reads the texture it writes. ``image`` is transparent before the first frame,
/// after ``reset()`` (a camera cut) and after a change of ``extent`` (a resize).
///
/// Bound to the thread of the ``RenderContext`` it is used with; its textures are deleted
/// through that context's reaper. The steady-state frame allocates nothing: ``image`` returns one
/// of two images made when the textures were.
public final class ImageAccumulator {
    /// The working-space rectangle the accumulator covers; setting a different one drops the
    /// contents (``image`` is transparent until the next ``setImage(_:in:)``).
    public var extent: Rect {
        didSet {
            if extent != oldValue {
                buffers = nil
                empty = Self.clearImage(extent)
            }
        }
    }
    /// The format of the two textures (`rgba16Float` keeps values above 1 and fine decays).
    public let format: TextureFormat

    /// A texture and the framebuffer rendering into it, with the image reading it.
    private struct Buffer {
        let texture: GLTexture
        let framebuffer: GLFramebuffer
        let image: Image
    }
    /// The two textures: `buffers.0` holds the current contents (when `hasContents`).
    private var buffers: (Buffer, Buffer)?
    private var hasContents = false
    private var empty: Image

    /// An accumulator covering `extent` (integral pixel edges; at most 16384 px a side), with
    /// textures of `format` made at the first ``setImage(_:in:)``.
    public init(extent: Rect, format: TextureFormat = .rgba16Float) {
        self.extent = extent
        self.format = format
        empty = Self.clearImage(extent)
    }

    private static func clearImage(_ extent: Rect) -> Image {
        Image(color: SIMD4<Float>(repeating: 0)).cropped(to: extent)
    }

    /// The previous contents: what the last ``setImage(_:in:)`` rendered, or transparent when
    /// there is none (first frame, after ``reset()`` or a change of ``extent``).
    public var image: Image {
        guard hasContents, let buffers else { return empty }
        return buffers.0.image
    }

    /// Forgets the contents (a camera cut): ``image`` is transparent until the next
    /// ``setImage(_:in:)``.
    public func reset() {
        hasContents = false
    }

    /// Renders `recipe` over ``extent`` into the texture ``image`` does not read, then makes it
    /// the current contents. `recipe` may read ``image``.
    /// - Throws: ``RenderError`` when the extent is empty or too large, the format cannot be
    ///   rendered to, or the render fails (the previous contents are kept then).
    @discardableResult
    public func setImage(_ recipe: Image, in context: RenderContext) throws -> RenderTask {
        try context.beginGLCall()
        let buffers = try self.buffers ?? makeBuffers(in: context)
        let width = buffers.1.texture.width, height = buffers.1.texture.height
        let task = try context.render(recipe, region: extent, into: .framebuffer(buffers.1.framebuffer.name),
                                      viewport: Rect(0, 0, width, height), encoding: format.isFloat ? .linear : .sRGB)
        self.buffers = (buffers.1, buffers.0)
        hasContents = true
        return task
    }

    private func makeBuffers(in context: RenderContext) throws -> (Buffer, Buffer) {
        let area = try context.resolveRegion(extent, of: empty)
        try context.capabilities.requireOutputFormat(format, for: "an image accumulator's \(format) texture")
        let width = Int(area.width.rounded(.up)), height = Int(area.height.rounded(.up))
        func buffer(_ label: String) throws -> Buffer {
            let texture = try GLTexture(width: width, height: height, format: format, label: label, reaper: context.reaper)
            let framebuffer = try GLFramebuffer(rendering: texture, reaper: context.reaper)
            return Buffer(texture: texture, framebuffer: framebuffer, image: Image(rendered: texture, region: area))
        }
        let made = (try buffer("glaze accumulator A"), try buffer("glaze accumulator B"))
        buffers = made
        hasContents = false
        return made
    }
}
