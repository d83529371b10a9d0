import CEpoxy
import Glaze

/// A host depth texture for tests, and the window-space depths it really holds.
struct DepthTexture {
    /// The five depth formats Glaze reads.
    static let formats: [Int32] = [GL_DEPTH_COMPONENT16, GL_DEPTH_COMPONENT24, GL_DEPTH_COMPONENT32F,
                                   GL_DEPTH24_STENCIL8, GL_DEPTH32F_STENCIL8]

    let name: GLuint
    /// The stored depth of each texel (bottom row first), as GL samples it.
    let stored: [Double]

    /// A `width`×`height` texture of `format` holding `depths` (0...1, bottom row first), each
    /// quantised as the format stores it; stencil (where present) is 0x5A. The texture keeps GL's
    /// default filtering (mipmapped, so incomplete unless a sampler overrides it) and comparison off.
    init(_ format: Int32, width: Int, height: Int, depths: [Double]) {
        var name: GLuint = 0
        glGenTextures(1, &name)
        glBindTexture(GLenum(GL_TEXTURE_2D), name)
        defer { glBindTexture(GLenum(GL_TEXTURE_2D), 0) }
        var alignment: GLint = 4
        glGetIntegerv(GLenum(GL_UNPACK_ALIGNMENT), &alignment)
        glPixelStorei(GLenum(GL_UNPACK_ALIGNMENT), 1)
        defer { glPixelStorei(GLenum(GL_UNPACK_ALIGNMENT), alignment) }
        func upload<T: BitwiseCopyable>(_ pixelFormat: Int32, _ type: Int32, _ texels: [T]?) {
            if let texels {
                glTexImage2D(GLenum(GL_TEXTURE_2D), 0, format, GLsizei(width), GLsizei(height), 0, GLenum(pixelFormat),
                             GLenum(type), texels)
            } else {
                glTexImage2D(GLenum(GL_TEXTURE_2D), 0, format, GLsizei(width), GLsizei(height), 0, GLenum(pixelFormat),
                             GLenum(type), nil)
            }
        }
        let clamped = depths.map { min(max($0, 0), 1) }
        switch format {
        case GL_DEPTH_COMPONENT16:
            let codes = clamped.map { UInt16(($0 * 65535).rounded()) }
            upload(GL_DEPTH_COMPONENT, GL_UNSIGNED_SHORT, codes)
            stored = codes.map { Double($0) / 65535 }
        case GL_DEPTH_COMPONENT24:
            // 32-bit codes that normalise to exactly the 24-bit code (rounded or truncated).
            let codes = clamped.map { UInt32(($0 * 16_777_215).rounded()) }
            upload(GL_DEPTH_COMPONENT, GL_UNSIGNED_INT,
                   codes.map { UInt32((Double($0) * 4_294_967_295 / 16_777_215).rounded()) })
            stored = codes.map { Double($0) / 16_777_215 }
        case GL_DEPTH24_STENCIL8:
            let codes = clamped.map { UInt32(($0 * 16_777_215).rounded()) }
            upload(GL_DEPTH_STENCIL, GL_UNSIGNED_INT_24_8, codes.map { $0 << 8 | 0x5A })
            stored = codes.map { Double($0) / 16_777_215 }
        case GL_DEPTH32F_STENCIL8:
            // Mesa's llvmpipe ignores GL_FLOAT_32_UNSIGNED_INT_24_8_REV uploads: the texels are
            // cleared one by one through a framebuffer instead (exact for float depth).
            let values = clamped.map { Float($0) }
            upload(GL_DEPTH_STENCIL, GL_FLOAT_32_UNSIGNED_INT_24_8_REV, nil as [UInt32]?)
            Self.clear(name, width: width, values: values)
            stored = values.map { Double($0) }
        default:
            let values = clamped.map { Float($0) }
            upload(GL_DEPTH_COMPONENT, GL_FLOAT, values)
            stored = values.map { Double($0) }
        }
        self.name = name
    }

    /// Sets each texel of depth-stencil texture `name` (`values` bottom row first, `width` a row)
    /// with a scissored `glClearBufferfi` (stencil 0x5A), restoring the framebuffer and scissor.
    static func clear(_ name: GLuint, width: Int, values: [Float]) {
        var previous: GLint = 0
        glGetIntegerv(GLenum(GL_DRAW_FRAMEBUFFER_BINDING), &previous)
        var scissor = [GLint](repeating: 0, count: 4)
        glGetIntegerv(GLenum(GL_SCISSOR_BOX), &scissor)
        let scissorWasOn = glIsEnabled(GLenum(GL_SCISSOR_TEST)) != 0
        var depthMask: GLboolean = 0
        glGetBooleanv(GLenum(GL_DEPTH_WRITEMASK), &depthMask)
        var framebuffer: GLuint = 0
        glGenFramebuffers(1, &framebuffer)
        glBindFramebuffer(GLenum(GL_DRAW_FRAMEBUFFER), framebuffer)
        glFramebufferTexture2D(GLenum(GL_DRAW_FRAMEBUFFER), GLenum(GL_DEPTH_STENCIL_ATTACHMENT), GLenum(GL_TEXTURE_2D), name, 0)
        glEnable(GLenum(GL_SCISSOR_TEST))
        glDepthMask(GLboolean(GL_TRUE))
        for (i, value) in values.enumerated() {
            glScissor(GLint(i % width), GLint(i / width), 1, 1)
            glClearBufferfi(GLenum(GL_DEPTH_STENCIL), 0, value, 0x5A)
        }
        glDepthMask(depthMask)
        if !scissorWasOn { glDisable(GLenum(GL_SCISSOR_TEST)) }
        glScissor(scissor[0], scissor[1], scissor[2], scissor[3])
        glBindFramebuffer(GLenum(GL_DRAW_FRAMEBUFFER), GLuint(previous))
        glDeleteFramebuffers(1, &framebuffer)
    }

    func delete() {
        var name = self.name
        glDeleteTextures(1, &name)
    }
}
