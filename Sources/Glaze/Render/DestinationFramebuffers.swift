import GlazeCore
import CEpoxy

/// Framebuffers of Glaze's own that render into host textures (``RenderContext/render(_:to:from:)``).
///
/// Keyed by texture name, but the texture is attached again on every use: a host texture that
/// was deleted and whose name was reused by a new texture is never reached through a stale
/// attachment. Bounded: at most `limit` framebuffers, and ``trim(frame:)`` drops those unused
/// for ``maximumIdleFrames`` frames.
final class DestinationFramebuffers {
    /// Frames a framebuffer may go unused before it is dropped.
    static let maximumIdleFrames = 600
    /// Upper bound on framebuffers kept.
    let limit: Int
    private var framebuffers: [UInt32: (framebuffer: GLFramebuffer, frame: Int)] = [:]
    private let reaper: GLReaper

    init(reaper: GLReaper, limit: Int = 16) {
        self.reaper = reaper
        self.limit = limit
    }

    /// Number of framebuffers held.
    var count: Int { framebuffers.count }

    /// The framebuffer kept for texture `name`, if any.
    func framebufferName(for name: UInt32) -> GLuint? { framebuffers[name]?.framebuffer.name }

    /// Binds a framebuffer of ours for drawing with `texture` attached (now) as colour 0 and
    /// returns its name. With `checks` (synchronous queries) it first checks that the texture
    /// exists and afterwards that the framebuffer is complete.
    /// - Throws: ``RenderError`` `.textureMissing` when the texture does not exist;
    ///   ``GLError`` `.framebufferIncomplete` when it cannot be rendered into (both with `checks`).
    func bind(_ texture: TextureReference, frame: Int, checks: Bool) throws -> GLuint {
        guard !checks || glIsTexture(texture.name) != 0 else {
            throw RenderError(.textureMissing, "destination texture \(texture.name) does not exist in this context")
        }
        let framebuffer: GLFramebuffer
        if let cached = framebuffers[texture.name]?.framebuffer {
            framebuffer = cached
        } else {
            if framebuffers.count >= limit, let oldest = framebuffers.min(by: { $0.value.frame < $1.value.frame }) {
                framebuffers[oldest.key] = nil
            }
            framebuffer = try GLFramebuffer(rendering: GLTexture(borrowing: texture.name, width: texture.width,
                                                                 height: texture.height, format: texture.format),
                                            label: "glaze destination", reaper: reaper)
        }
        framebuffers[texture.name] = (framebuffer, frame)
        glBindFramebuffer(GLenum(GL_DRAW_FRAMEBUFFER), framebuffer.name)
        glFramebufferTexture2D(GLenum(GL_DRAW_FRAMEBUFFER), GLenum(GL_COLOR_ATTACHMENT0), GLenum(GL_TEXTURE_2D),
                               texture.name, 0)
        guard checks else { return framebuffer.name }
        let status = glCheckFramebufferStatus(GLenum(GL_DRAW_FRAMEBUFFER))
        guard status == GLenum(GL_FRAMEBUFFER_COMPLETE) else {
            throw GLError(.framebufferIncomplete,
                          "the framebuffer for destination texture \(texture.name) is incomplete (\(GLDebug.framebufferStatusName(status))): it cannot be rendered into")
        }
        return framebuffer.name
    }

    /// Drops framebuffers unused for ``maximumIdleFrames`` frames.
    func trim(frame: Int) {
        guard framebuffers.values.contains(where: { frame - $0.frame >= Self.maximumIdleFrames }) else { return }
        framebuffers = framebuffers.filter { frame - $0.value.frame < Self.maximumIdleFrames }
    }

    /// Drops every framebuffer now (deleted at the next frame boundary).
    func removeAll() { framebuffers.removeAll() }
}
