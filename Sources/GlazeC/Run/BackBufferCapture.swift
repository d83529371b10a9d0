import CEpoxy
import GlazeCore

/// Copies the default framebuffer's back buffer (colour, and depth when the window has it) into
/// textures of the private context, so that the effect can read the game's frame while drawing
/// its result over the same back buffer.
///
/// Two blits a frame, no query: the private context's state is ours alone, so the blits set
/// exactly what they depend on (framebuffer bindings, read buffer, scissor test, write masks,
/// `GL_FRAMEBUFFER_SRGB` off so the bytes are copied as stored) and the render context is told
/// to set its own state again afterwards. A multisampled back buffer is resolved by the colour
/// blit (one sample of depth is taken). The blits' GL errors are read once after the textures
/// are (re)made: a depth buffer whose format the copy cannot match is then dropped, and logged.
final class BackBufferCapture {
    /// The colour copy: RGBA8, the stored (sRGB-encoded) bytes of the back buffer.
    private(set) var colorTexture: GLuint = 0
    /// The depth copy (0: none): the window's depth format, read as window-space depth.
    private(set) var depthTexture: GLuint = 0
    private var colorFramebuffer: GLuint = 0
    private var depthFramebuffer: GLuint = 0
    private(set) var width = 0
    private(set) var height = 0
    /// Depth and stencil bits the depth copy was made for.
    private var depthBits = 0
    private var stencilBits = 0
    private let gles: Bool
    /// Whether the blits of the textures now in use were checked for GL errors.
    private var checked = false

    init(gles: Bool) {
        self.gles = gles
    }

    /// Whether the depth copy exists (the window has a depth buffer the copy could match).
    var hasDepth: Bool { depthTexture != 0 }

    /// Makes the copies `width` x `height` for a window with `depthBits` and `stencilBits`;
    /// returns true when they were (re)made (a new size or a first frame).
    func prepare(width: Int, height: Int, depthBits: Int, stencilBits: Int) -> Bool {
        guard width != self.width || height != self.height || depthBits != self.depthBits
              || stencilBits != self.stencilBits || colorTexture == 0 else { return false }
        release()
        self.width = width
        self.height = height
        self.depthBits = depthBits
        self.stencilBits = stencilBits
        colorTexture = Self.makeTexture(width: width, height: height, internalFormat: GL_RGBA8, format: GL_RGBA,
                                        type: GL_UNSIGNED_BYTE)
        colorFramebuffer = Self.makeFramebuffer(attaching: colorTexture, at: GL_COLOR_ATTACHMENT0)
        if let depth = Self.depthFormat(depthBits: depthBits, stencilBits: stencilBits, gles: gles) {
            depthTexture = Self.makeTexture(width: width, height: height, internalFormat: depth.internalFormat,
                                            format: depth.format, type: depth.type)
            depthFramebuffer = Self.makeFramebuffer(attaching: depthTexture, at: depth.attachment)
        }
        checked = false
        return true
    }

    /// Copies the back buffer; returns the problem when the first copy after ``prepare`` failed
    /// (the depth copy is then dropped; nil: copied).
    func copy() -> String? {
        glBindFramebuffer(GLenum(GL_READ_FRAMEBUFFER), 0)
        glReadBuffer(GLenum(GL_BACK))
        glDisable(GLenum(GL_SCISSOR_TEST))
        glColorMask(GLboolean(GL_TRUE), GLboolean(GL_TRUE), GLboolean(GL_TRUE), GLboolean(GL_TRUE))
        if !gles { glDisable(GLenum(GL_FRAMEBUFFER_SRGB)) }
        let w = GLint(width), h = GLint(height)
        glBindFramebuffer(GLenum(GL_DRAW_FRAMEBUFFER), colorFramebuffer)
        glBlitFramebuffer(0, 0, w, h, 0, 0, w, h, GLbitfield(GL_COLOR_BUFFER_BIT), GLenum(GL_NEAREST))
        guard checked || glGetError() == GLenum(GL_NO_ERROR) else {
            checked = true
            return "the window's back buffer could not be copied (glBlitFramebuffer failed)"
        }
        var problem: String?
        if depthTexture != 0 {
            glDepthMask(GLboolean(GL_TRUE))
            glStencilMask(~0)
            glBindFramebuffer(GLenum(GL_DRAW_FRAMEBUFFER), depthFramebuffer)
            let bits = stencilBits > 0 ? GL_DEPTH_BUFFER_BIT | GL_STENCIL_BUFFER_BIT : GL_DEPTH_BUFFER_BIT
            glBlitFramebuffer(0, 0, w, h, 0, 0, w, h, GLbitfield(bits), GLenum(GL_NEAREST))
            if !checked, glGetError() != GLenum(GL_NO_ERROR) {
                problem = "the window's depth buffer (\(depthBits) bits, \(stencilBits) of stencil) could not be copied "
                    + "into a texture of the same format: 'windowDepth' is not available"
                Self.delete(texture: &depthTexture, framebuffer: &depthFramebuffer)
            }
        }
        checked = true
        return problem
    }

    /// Deletes the copies (the private context current).
    func release() {
        Self.delete(texture: &colorTexture, framebuffer: &colorFramebuffer)
        Self.delete(texture: &depthTexture, framebuffer: &depthFramebuffer)
        width = 0
        height = 0
    }

    /// The depth texture format whose blit from a default framebuffer of `depthBits` and
    /// `stencilBits` GL allows (formats must match), or nil for a window without depth or one
    /// no texture format matches.
    static func depthFormat(depthBits: Int, stencilBits: Int, gles: Bool)
        -> (internalFormat: Int32, format: Int32, type: Int32, attachment: Int32)? {
        switch (depthBits, stencilBits > 0) {
        case (0, _): nil
        case (24, true): (GL_DEPTH24_STENCIL8, GL_DEPTH_STENCIL, GL_UNSIGNED_INT_24_8, GL_DEPTH_STENCIL_ATTACHMENT)
        case (32, true): (GL_DEPTH32F_STENCIL8, GL_DEPTH_STENCIL, GL_FLOAT_32_UNSIGNED_INT_24_8_REV, GL_DEPTH_STENCIL_ATTACHMENT)
        case (16, _): (GL_DEPTH_COMPONENT16, GL_DEPTH_COMPONENT, GL_UNSIGNED_SHORT, GL_DEPTH_ATTACHMENT)
        case (24, false): (GL_DEPTH_COMPONENT24, GL_DEPTH_COMPONENT, GL_UNSIGNED_INT, GL_DEPTH_ATTACHMENT)
        // OpenGL ES has no 32-bit fixed-point depth texture to copy such a buffer into.
        case (32, false) where !gles: (GL_DEPTH_COMPONENT32, GL_DEPTH_COMPONENT, GL_UNSIGNED_INT, GL_DEPTH_ATTACHMENT)
        default: nil
        }
    }

    private static func makeTexture(width: Int, height: Int, internalFormat: Int32, format: Int32, type: Int32) -> GLuint {
        var name: GLuint = 0
        glGenTextures(1, &name)
        glActiveTexture(GLenum(GL_TEXTURE0))
        glBindTexture(GLenum(GL_TEXTURE_2D), name)
        glTexParameteri(GLenum(GL_TEXTURE_2D), GLenum(GL_TEXTURE_MIN_FILTER), GL_NEAREST)
        glTexParameteri(GLenum(GL_TEXTURE_2D), GLenum(GL_TEXTURE_MAG_FILTER), GL_NEAREST)
        glTexParameteri(GLenum(GL_TEXTURE_2D), GLenum(GL_TEXTURE_MAX_LEVEL), 0)
        glBindBuffer(GLenum(GL_PIXEL_UNPACK_BUFFER), 0)
        glTexImage2D(GLenum(GL_TEXTURE_2D), 0, internalFormat, GLsizei(width), GLsizei(height), 0, GLenum(format),
                     GLenum(type), nil)
        glBindTexture(GLenum(GL_TEXTURE_2D), 0)
        return name
    }

    private static func makeFramebuffer(attaching texture: GLuint, at attachment: Int32) -> GLuint {
        var name: GLuint = 0
        glGenFramebuffers(1, &name)
        glBindFramebuffer(GLenum(GL_DRAW_FRAMEBUFFER), name)
        glFramebufferTexture2D(GLenum(GL_DRAW_FRAMEBUFFER), GLenum(attachment), GLenum(GL_TEXTURE_2D), texture, 0)
        if attachment != GL_COLOR_ATTACHMENT0 {
            var none = GLenum(GL_NONE)
            glDrawBuffers(1, &none)
        }
        glBindFramebuffer(GLenum(GL_DRAW_FRAMEBUFFER), 0)
        return name
    }

    private static func delete(texture: inout GLuint, framebuffer: inout GLuint) {
        if framebuffer != 0 { glDeleteFramebuffers(1, &framebuffer) }
        if texture != 0 { glDeleteTextures(1, &texture) }
        framebuffer = 0
        texture = 0
    }
}
