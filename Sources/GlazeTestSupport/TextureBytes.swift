import CEpoxy

/// The stored bytes of a 2D RGBA8 (or SRGB8_ALPHA8, not decoded) texture of the current
/// context, rows bottom first, read through a temporary framebuffer with `glReadPixels`
/// (`glGetTexImage` does not exist in OpenGL ES). Leaves the read framebuffer binding and pack
/// alignment as they were.
public func textureBytes(_ texture: GLuint, width: Int, height: Int) -> [UInt8] {
    var previousRead: GLint = 0, previousAlignment: GLint = 4
    glGetIntegerv(GLenum(GL_READ_FRAMEBUFFER_BINDING), &previousRead)
    glGetIntegerv(GLenum(GL_PACK_ALIGNMENT), &previousAlignment)
    var framebuffer: GLuint = 0
    glGenFramebuffers(1, &framebuffer)
    defer {
        glBindFramebuffer(GLenum(GL_READ_FRAMEBUFFER), GLuint(previousRead))
        glDeleteFramebuffers(1, &framebuffer)
        glPixelStorei(GLenum(GL_PACK_ALIGNMENT), previousAlignment)
    }
    glBindFramebuffer(GLenum(GL_READ_FRAMEBUFFER), framebuffer)
    glFramebufferTexture2D(GLenum(GL_READ_FRAMEBUFFER), GLenum(GL_COLOR_ATTACHMENT0), GLenum(GL_TEXTURE_2D), texture, 0)
    var bytes = [UInt8](repeating: 0, count: width * height * 4)
    glPixelStorei(GLenum(GL_PACK_ALIGNMENT), 1)
    glReadPixels(0, 0, GLsizei(width), GLsizei(height), GLenum(GL_RGBA), GLenum(GL_UNSIGNED_BYTE), &bytes)
    return bytes
}
