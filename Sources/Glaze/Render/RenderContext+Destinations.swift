import GlazeCore
import CEpoxy

/// What a host framebuffer Glaze draws into holds, as GL said when Glaze first drew into it.
struct FramebufferDescription: Equatable {
    /// The texture attached as colour attachment 0 (nil: a renderbuffer), for the feedback check.
    var colorTexture: UInt32?
}

extension RenderContext {
    /// Refuses, before anything is bound or drawn, a host framebuffer name that is no
    /// framebuffer of this GL context (binding it would raise a GL error the host would see).
    /// Asks GL once per name outside ``HostStateMode/guarded`` (until
    /// ``invalidate(framebuffer:)``), on every call in it; 0, the default framebuffer, is never asked.
    func checkFramebufferExists(_ name: UInt32) throws {
        guard name != 0, checksGL || framebufferDescriptions[name] == nil else { return }
        guard glIsFramebuffer(name) != 0 else {
            throw RenderError(.invalidDestination, "framebuffer \(name) does not exist in this GL context (make it with "
                              + "glGenFramebuffers and bind it once, or draw into 0, the default framebuffer)")
        }
    }

    /// With host framebuffer `name` bound for drawing: refuses, before any pass is drawn, one that
    /// is incomplete (its status named), has no colour attachment 0, or whose colour attachment 0
    /// is an integer format (float colour written into it is undefined in GL). Asked once per
    /// name outside ``HostStateMode/guarded`` (five queries), on every call in it.
    func describeBoundFramebuffer(_ name: UInt32) throws {
        guard name != 0, checksGL || framebufferDescriptions[name] == nil else { return }
        let target = GLenum(GL_DRAW_FRAMEBUFFER), attachment = GLenum(GL_COLOR_ATTACHMENT0)
        let status = glCheckFramebufferStatus(target)
        guard status == GLenum(GL_FRAMEBUFFER_COMPLETE) else {
            throw GLError(.framebufferIncomplete, "framebuffer \(name) is incomplete (\(GLDebug.framebufferStatusName(status))): "
                          + "nothing was drawn; attach a colour texture or renderbuffer as GL_COLOR_ATTACHMENT0")
        }
        var type: GLint = 0
        glGetFramebufferAttachmentParameteriv(target, attachment, GLenum(GL_FRAMEBUFFER_ATTACHMENT_OBJECT_TYPE), &type)
        guard type != GL_NONE else {
            throw RenderError(.invalidDestination, "framebuffer \(name) has no colour attachment 0 to draw into (Glaze draws into "
                              + "GL_COLOR_ATTACHMENT0)")
        }
        var component: GLint = 0
        glGetFramebufferAttachmentParameteriv(target, attachment, GLenum(GL_FRAMEBUFFER_ATTACHMENT_COMPONENT_TYPE), &component)
        guard component != GL_INT, component != GL_UNSIGNED_INT else {
            throw RenderError(.framebufferUnsupported, "framebuffer \(name)'s colour attachment 0 has an integer format "
                              + "(\(component == GL_INT ? "signed" : "unsigned") integer): float colour written into it is undefined "
                              + "in GL; draw into an RGBA8, SRGB8_ALPHA8 or float attachment")
        }
        var object: GLint = 0
        if type == GL_TEXTURE {
            glGetFramebufferAttachmentParameteriv(target, attachment, GLenum(GL_FRAMEBUFFER_ATTACHMENT_OBJECT_NAME), &object)
        }
        framebufferDescriptions[name] = FramebufferDescription(colorTexture: type == GL_TEXTURE ? UInt32(object) : nil)
    }

    /// Refuses a render whose recipe (in the scratch graph) reads the texture it draws into: GL
    /// leaves such a feedback loop undefined. Asks GL nothing; allocates nothing unless it throws.
    func refuseFeedback(into destination: Destination) throws {
        let written: UInt32
        switch destination {
        case .texture(let texture):
            written = texture.name
        case .framebuffer(let name):
            guard name != 0, let texture = framebufferDescriptions[name]?.colorTexture else { return }
            written = texture
        }
        // An index loop: a for-in over the array allocates per element in debug builds.
        for index in graph.order.indices {
            guard case .source(let source) = graph.order[index].operation else { continue }
            let read: UInt32?
            switch source.content {
            case .texture(let texture): read = texture.name
            case .depthTexture(let name, _, _): read = name
            default: read = nil
            }
            guard read == written else { continue }
            let into: String
            if case .framebuffer(let name) = destination {
                into = "framebuffer \(name), whose colour attachment 0 is texture \(written)"
            } else {
                into = "texture \(written)"
            }
            throw RenderError(.invalidDestination, "the image reads texture \(written) and would be drawn into \(into): a "
                              + "feedback loop, undefined in GL; render into another texture (or copy the source first)")
        }
    }

    /// Forgets what Glaze learnt about host framebuffer `name` (asked once outside
    /// ``HostStateMode/guarded``): call it after attaching other images to a framebuffer Glaze
    /// draws into, or after deleting it and reusing its name. Makes no GL call.
    public func invalidate(framebuffer name: UInt32) {
        framebufferDescriptions[name] = nil
    }
}
