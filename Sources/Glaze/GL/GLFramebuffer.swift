import GlazeCore
import CEpoxy

/// A framebuffer object with one colour attachment. Framebuffers are per context (not shared):
/// make one on each context that renders into a shared texture.
final class GLFramebuffer {
    let name: GLuint
    let ownership: GLOwnership
    /// The texture attached at `GL_COLOR_ATTACHMENT0`, kept alive as long as the framebuffer.
    private(set) var colorTexture: GLTexture?

    /// Creates a framebuffer rendering into `texture` (level 0).
    init(rendering texture: GLTexture, label: String? = nil, reaper: GLReaper) throws {
        var name: GLuint = 0
        glGenFramebuffers(1, &name)
        guard name != 0 else { throw GLDebug.creationFailure("glGenFramebuffers", making: "a framebuffer for texture \(texture.name)") }
        self.name = name
        self.ownership = .owned(reaper)
        try attach(texture)
        GLDebug.label(GLenum(GL_FRAMEBUFFER), name, label, reaper: reaper)
    }

    deinit {
        if case .owned(let reaper) = ownership { reaper.enqueue(.framebuffer(name)) }
    }

    /// Attaches `texture` as colour 0 and checks completeness. Restores the draw binding.
    func attach(_ texture: GLTexture) throws {
        var previous: GLint = 0
        glGetIntegerv(GLenum(GL_DRAW_FRAMEBUFFER_BINDING), &previous)
        defer { glBindFramebuffer(GLenum(GL_DRAW_FRAMEBUFFER), GLuint(previous)) }
        glBindFramebuffer(GLenum(GL_DRAW_FRAMEBUFFER), name)
        glFramebufferTexture2D(GLenum(GL_DRAW_FRAMEBUFFER), GLenum(GL_COLOR_ATTACHMENT0), texture.target,
                               texture.name, 0)
        let status = glCheckFramebufferStatus(GLenum(GL_DRAW_FRAMEBUFFER))
        guard status == GLenum(GL_FRAMEBUFFER_COMPLETE) else {
            throw GLError(.framebufferIncomplete,
                          "framebuffer for a \(texture.width)x\(texture.height) \(texture.format) texture is incomplete (\(GLDebug.framebufferStatusName(status)))")
        }
        colorTexture = texture
    }
}

/// Binds a framebuffer for reading and puts the previous read binding back afterwards.
struct ReadFramebufferScope {
    private var previous: GLint = 0

    /// Binds `framebuffer` for reading; with `queries` (``HostStateMode/guarded``) the binding
    /// found is put back by ``restore()``, without them 0 (the declared state).
    init(_ framebuffer: GLuint, queries: Bool) {
        if queries { glGetIntegerv(GLenum(GL_READ_FRAMEBUFFER_BINDING), &previous) }
        glBindFramebuffer(GLenum(GL_READ_FRAMEBUFFER), framebuffer)
    }

    func restore() { glBindFramebuffer(GLenum(GL_READ_FRAMEBUFFER), GLuint(previous)) }
}
