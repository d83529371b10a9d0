import GlazeCore
import CEpoxy

/// The draw buffers of a host framebuffer object that Glaze draws into. Glaze writes its one
/// colour output to the framebuffer's draw buffer 0 only (colour attachment 0 when the host set
/// none there): a host that left several draw buffers enabled (deferred shading, MRT) does not
/// get undefined values in the others. Draw buffers are framebuffer-object state, so they are
/// put back afterwards; nothing is touched when the framebuffer already draws to buffer 0 only.
/// The default framebuffer is used as the host set it.
struct HostDrawBuffers {
    private let framebuffer: GLuint
    private var buffers: SIMD8<GLint>
    private let count: Int

    /// Sets Glaze's draw buffer on `framebuffer` (bound for drawing) when the host's differ;
    /// returns what to restore, or nil when nothing was changed. Without `queries` (outside
    /// ``HostStateMode/guarded``) it sets colour attachment 0 as the only draw buffer without
    /// asking GL and returns nil: nothing is restored.
    static func establish(framebuffer: GLuint, queries: Bool) -> HostDrawBuffers? {
        guard framebuffer != 0 else { return nil }
        guard queries else {
            var glaze = GLenum(GL_COLOR_ATTACHMENT0)
            glDrawBuffers(1, &glaze)
            return nil
        }
        var maximum: GLint = 0
        glGetIntegerv(GLenum(GL_MAX_DRAW_BUFFERS), &maximum)
        let count = max(1, min(8, Int(maximum)))
        var host = HostDrawBuffers(framebuffer: framebuffer, buffers: SIMD8(repeating: GLint(GL_NONE)), count: count)
        for index in 0..<count {
            var value: GLint = 0
            glGetIntegerv(GLenum(GL_DRAW_BUFFER0 + Int32(index)), &value)
            host.buffers[index] = value
        }
        let first = host.buffers[0]
        // A loop, not allSatisfy: a closure over `host` allocates in debug builds, and draw's
        // steady-state frame allocates nothing.
        var othersOff = true
        for index in 1..<count where host.buffers[index] != GLint(GL_NONE) { othersOff = false }
        guard first == GLint(GL_NONE) || !othersOff else { return nil }
        var glaze = GLenum(first == GLint(GL_NONE) ? GL_COLOR_ATTACHMENT0 : first)
        glDrawBuffers(1, &glaze)
        return host
    }

    /// Puts the host's draw buffers back; the framebuffer must be bound for drawing again.
    func restore() {
        var list = (0..<count).map { GLenum(buffers[$0]) }
        glDrawBuffers(GLsizei(count), &list)
    }
}
