import CEpoxy
import Glaze

/// A texture with a framebuffer: a scene is drawn into it, then Glaze reads it as an image.
///
/// Where the context can switch sRGB encoding on write off (desktop GL, or
/// `GL_EXT_sRGB_write_control` on ES; the sprite batch switches it off), the texture is
/// `GL_SRGB8_ALPHA8`: the scene is drawn and blended exactly as into `GL_RGBA8` (the same
/// bytes), but GL decodes it when sampling, so Glaze's passes read linear colour with the
/// texture unit's filter instead of decoding every texel in the shader (issue 13: the bloom's
/// first level read 16 texels per output texel, each decoded).
final class RenderTarget {
    /// Whether the texture is `GL_SRGB8_ALPHA8` (decoded by GL when sampled).
    let decodesWhenSampled: Bool
    private(set) var texture: GLuint = 0
    private(set) var framebuffer: GLuint = 0
    private(set) var width = 0
    private(set) var height = 0

    /// A target whose texture GL decodes when sampling (`srgb`), or a plain `GL_RGBA8` one.
    init(srgb: Bool) {
        decodesWhenSampled = srgb
    }

    /// (Re)allocates at `width`×`height` when the size changed. Returns whether it did.
    @discardableResult
    func resize(width: Int, height: Int) throws -> Bool {
        guard width != self.width || height != self.height else { return false }
        release()
        var previousTexture: GLint = 0, previousFramebuffer: GLint = 0
        glGetIntegerv(GLenum(GL_TEXTURE_BINDING_2D), &previousTexture)
        glGetIntegerv(GLenum(GL_DRAW_FRAMEBUFFER_BINDING), &previousFramebuffer)
        defer {
            glBindTexture(GLenum(GL_TEXTURE_2D), GLuint(previousTexture))
            glBindFramebuffer(GLenum(GL_DRAW_FRAMEBUFFER), GLuint(previousFramebuffer))
        }
        glGenTextures(1, &texture)
        glBindTexture(GLenum(GL_TEXTURE_2D), texture)
        glTexImage2D(GLenum(GL_TEXTURE_2D), 0, decodesWhenSampled ? GL_SRGB8_ALPHA8 : GL_RGBA8, GLsizei(width), GLsizei(height), 0, GLenum(GL_RGBA),
                     GLenum(GL_UNSIGNED_BYTE), nil)
        glTexParameteri(GLenum(GL_TEXTURE_2D), GLenum(GL_TEXTURE_MAX_LEVEL), 0)
        glTexParameteri(GLenum(GL_TEXTURE_2D), GLenum(GL_TEXTURE_MIN_FILTER), GL_LINEAR)
        glGenFramebuffers(1, &framebuffer)
        glBindFramebuffer(GLenum(GL_DRAW_FRAMEBUFFER), framebuffer)
        glFramebufferTexture2D(GLenum(GL_DRAW_FRAMEBUFFER), GLenum(GL_COLOR_ATTACHMENT0), GLenum(GL_TEXTURE_2D), texture, 0)
        let status = glCheckFramebufferStatus(GLenum(GL_DRAW_FRAMEBUFFER))
        guard status == GL_FRAMEBUFFER_COMPLETE else {
            release()
            throw GLProgramBuilder.BuildError(description: "scene framebuffer \(width)x\(height) incomplete (0x\(String(status, radix: 16)))")
        }
        self.width = width
        self.height = height
        return true
    }

    /// The scene as a Glaze image (8-bit sRGB, opaque, bottom-left origin). The texture stays
    /// alive and unchanged until the render that reads it has been issued.
    ///
    /// An sRGB texture is declared linear (GL decodes it) and premultiplied: its alpha is 1
    /// everywhere (an opaque clear or background, sprites blended premultiplied), so nothing
    /// changes, and unlike `.opaque` (which forces alpha to 1 texel by texel) it needs no
    /// per-texel fix-up: Glaze's passes read it with the texture unit's bilinear filter.
    var image: Image {
        decodesWhenSampled
            ? Image(texture: .borrowed(name: texture, width: width, height: height, format: .rgba8),
                    alphaMode: .premultiplied, encoding: .linear)
            : Image(texture: .borrowed(name: texture, width: width, height: height, format: .rgba8), alphaMode: .opaque)
    }

    func release() {
        guard GLContextCheck.isCurrent else { return }
        if framebuffer != 0 { glDeleteFramebuffers(1, &framebuffer) }
        if texture != 0 { glDeleteTextures(1, &texture) }
        framebuffer = 0
        texture = 0
        width = 0
        height = 0
    }

    /// What ``release()`` did not delete is queued for the next frame (see `GLReaper.game`).
    deinit { [.framebuffer(framebuffer), .texture(texture)].forEach(GLReaper.game.enqueue) }
}
