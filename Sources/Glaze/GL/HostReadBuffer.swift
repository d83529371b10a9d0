import GlazeCore
import CEpoxy

/// The read buffer of a host framebuffer object Glaze copies from (an ``Image`` of a framebuffer
/// whose colour attachment 0 is a renderbuffer is copied with a blit, which reads the read
/// buffer). Glaze reads colour attachment 0, whatever read buffer the host selected, and puts the
/// host's back afterwards; nothing is touched when it already is attachment 0. The default
/// framebuffer's read buffer is used as the host set it.
struct HostReadBuffer {
    private let buffer: GLint

    /// Selects colour attachment 0 of `framebuffer` (bound for reading) when the host's read
    /// buffer differs; returns what to restore, or nil when nothing was changed.
    static func establish(framebuffer: GLuint) -> HostReadBuffer? {
        guard framebuffer != 0 else { return nil }
        var buffer: GLint = 0
        glGetIntegerv(GLenum(GL_READ_BUFFER), &buffer)
        guard buffer != GLint(GL_COLOR_ATTACHMENT0) else { return nil }
        glReadBuffer(GLenum(GL_COLOR_ATTACHMENT0))
        return HostReadBuffer(buffer: buffer)
    }

    /// Puts the host's read buffer back; the framebuffer must still be bound for reading.
    func restore() { glReadBuffer(GLenum(buffer)) }
}
