import CEpoxy

extension RenderContext {
    /// The encoding Glaze's shader writes into `framebuffer` for a requested `encoding`.
    ///
    /// Glaze encodes sRGB in its shader and turns `GL_FRAMEBUFFER_SRGB` off while it draws. On
    /// OpenGL ES without `GL_EXT_sRGB_write_control` that switch does not exist and an
    /// sRGB-encoded attachment always encodes what is written to it, so Glaze writes linear
    /// values there and lets the hardware encode (once).
    func shaderEncoding(_ encoding: ColorEncoding, into framebuffer: GLFramebuffer) -> ColorEncoding {
        guard encoding == .sRGB, !capabilities.controlsFramebufferSRGB else { return encoding }
        var previous: GLint = 0
        glGetIntegerv(GLenum(GL_DRAW_FRAMEBUFFER_BINDING), &previous)
        defer { glBindFramebuffer(GLenum(GL_DRAW_FRAMEBUFFER), GLuint(previous)) }
        glBindFramebuffer(GLenum(GL_DRAW_FRAMEBUFFER), framebuffer.name)
        var attachmentEncoding: GLint = GL_LINEAR
        glGetFramebufferAttachmentParameteriv(
            GLenum(GL_DRAW_FRAMEBUFFER), GLenum(framebuffer.name == 0 ? GL_BACK : GL_COLOR_ATTACHMENT0),
            GLenum(GL_FRAMEBUFFER_ATTACHMENT_COLOR_ENCODING), &attachmentEncoding)
        return attachmentEncoding == GL_SRGB ? .linear : .sRGB
    }
}
