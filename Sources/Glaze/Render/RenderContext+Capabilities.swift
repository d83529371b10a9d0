import GlazeCore
import CEpoxy

extension RenderContext {
    /// The encoding Glaze's shader writes into `destination` for a requested `encoding`.
    ///
    /// Glaze encodes sRGB in its shader and turns `GL_FRAMEBUFFER_SRGB` off while it draws. On
    /// OpenGL ES without `GL_EXT_sRGB_write_control` that switch does not exist and an
    /// sRGB-encoded attachment always encodes what is written to it, so Glaze writes linear
    /// values there and lets the hardware encode (once).
    func shaderEncoding(_ encoding: ColorEncoding, into destination: Destination) throws -> ColorEncoding {
        guard encoding == .sRGB, !capabilities.controlsFramebufferSRGB else { return encoding }
        var previous: GLint = 0
        glGetIntegerv(GLenum(GL_DRAW_FRAMEBUFFER_BINDING), &previous)
        defer { glBindFramebuffer(GLenum(GL_DRAW_FRAMEBUFFER), GLuint(previous)) }
        let isDefaultFramebuffer: Bool
        switch destination {
        case .framebuffer(let framebuffer):
            isDefaultFramebuffer = framebuffer == 0
            glBindFramebuffer(GLenum(GL_DRAW_FRAMEBUFFER), framebuffer)
        case .texture(let texture):
            // A lent texture may be sRGB-encoded: ask the framebuffer Glaze attaches it to.
            _ = try destinations.bind(texture, frame: frame, checks: checksGL)
            isDefaultFramebuffer = false
        }
        var attachmentEncoding: GLint = GL_LINEAR
        glGetFramebufferAttachmentParameteriv(
            GLenum(GL_DRAW_FRAMEBUFFER), GLenum(isDefaultFramebuffer ? GL_BACK : GL_COLOR_ATTACHMENT0),
            GLenum(GL_FRAMEBUFFER_ATTACHMENT_COLOR_ENCODING), &attachmentEncoding)
        return attachmentEncoding == GL_SRGB ? .linear : .sRGB
    }
}
