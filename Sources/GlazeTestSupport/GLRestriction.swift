import CEpoxy
import Glaze
import Glibc

/// A capability set narrower than Mesa's, enforced on a thread's GL calls by its
/// ``GLCallHook``: what a strict OpenGL ES 3.0 driver without some extensions would refuse,
/// refused with the GL error that driver would raise (Mesa cannot switch extensions off).
///
/// ``es30``: OpenGL ES 3.0 without border clamping (no `GL_TEXTURE_BORDER_COLOR`, no
/// `GL_CLAMP_TO_BORDER`), without float colour buffers (float renderbuffers refused,
/// framebuffers with a float texture attached incomplete) and with 16 fragment texture units
/// (32 combined). `GLAZE_GL_RESTRICTED=1` puts every test context in it (on OpenGL ES).
public final class GLRestriction {
    /// Extensions hidden from `glhook_has_extension`.
    public let hiddenExtensions: Set<String>
    /// `GL_MAX_TEXTURE_IMAGE_UNITS` as reported (and enforced on `glActiveTexture` through the
    /// combined limit).
    public let textureUnits: Int
    /// Whether border clamping is refused.
    public let refusesBorderClamp: Bool
    /// Whether float colour buffers are refused.
    public let refusesFloatColorBuffers: Bool

    // What is bound, to know which texture a format call or an attachment names.
    private var activeUnit = 0
    private var textures2D = [GLuint](repeating: 0, count: 96)
    private var floatTextures = Set<GLuint>()
    private var drawFramebuffer: GLuint = 0
    private var floatAttachments = Set<GLuint>()

    /// A restriction; see the type's description.
    public init(hiddenExtensions: Set<String>, textureUnits: Int, refusesBorderClamp: Bool, refusesFloatColorBuffers: Bool) {
        self.hiddenExtensions = hiddenExtensions
        self.textureUnits = textureUnits
        self.refusesBorderClamp = refusesBorderClamp
        self.refusesFloatColorBuffers = refusesFloatColorBuffers
        floatTextures.reserveCapacity(64)
        floatAttachments.reserveCapacity(64)
    }

    /// OpenGL ES 3.0 without border clamp, without float colour buffers, 16 texture units.
    public static var es30: GLRestriction {
        GLRestriction(hiddenExtensions: ["GL_EXT_texture_border_clamp", "GL_OES_texture_border_clamp",
                                         "GL_NV_texture_border_clamp", "GL_EXT_color_buffer_float",
                                         "GL_EXT_color_buffer_half_float"],
                      textureUnits: 16, refusesBorderClamp: true, refusesFloatColorBuffers: true)
    }

    /// Whether `GLAZE_GL_RESTRICTED=1` asks every test context to run in ``es30``.
    public static var isRequestedByEnvironment: Bool {
        guard let value = getenv("GLAZE_GL_RESTRICTED") else { return false }
        return String(cString: value) == "1"
    }

    /// Whether extension `name` is hidden.
    public func hides(extension name: String) -> Bool { hiddenExtensions.contains(name) }

    /// The GL error a strict driver raises for `call`, or nil when it runs (tracking what it binds).
    func refusal(of call: glhook_call) -> GLenum? {
        let entry = call.entry
        let a = call.arguments!
        switch entry {
        case GLHOOK_ENTRY_glTexParameteri, GLHOOK_ENTRY_glSamplerParameteri:
            return wrapRefusal(pname: a[1].u, value: a[2].u)
        case GLHOOK_ENTRY_glTexParameterf, GLHOOK_ENTRY_glSamplerParameterf:
            return wrapRefusal(pname: a[1].u, value: UInt64(a[2].f))
        case GLHOOK_ENTRY_glTexParameteriv, GLHOOK_ENTRY_glSamplerParameteriv,
             GLHOOK_ENTRY_glTexParameterIiv, GLHOOK_ENTRY_glSamplerParameterIiv,
             GLHOOK_ENTRY_glTexParameterIuiv, GLHOOK_ENTRY_glSamplerParameterIuiv:
            let value = a[2].p.map { UInt64(UInt32(bitPattern: $0.load(as: Int32.self))) } ?? 0
            return wrapRefusal(pname: a[1].u, value: value)
        case GLHOOK_ENTRY_glTexParameterfv, GLHOOK_ENTRY_glSamplerParameterfv:
            let value = a[2].p.map { UInt64(max(0, $0.load(as: Float.self))) } ?? 0
            return wrapRefusal(pname: a[1].u, value: value)
        case GLHOOK_ENTRY_glActiveTexture:
            let unit = Int(a[0].u) - Int(GL_TEXTURE0)
            guard unit >= 0, unit < textureUnits * 2 else { return GLenum(GL_INVALID_ENUM) }
            activeUnit = unit
        case GLHOOK_ENTRY_glBindTexture:
            if a[0].u == UInt64(GL_TEXTURE_2D), activeUnit < textures2D.count { textures2D[activeUnit] = GLuint(a[1].u) }
        case GLHOOK_ENTRY_glDeleteTextures:
            if let names = a[1].p?.assumingMemoryBound(to: GLuint.self) {
                for index in 0..<Int(a[0].u) { floatTextures.remove(names[index]) }
            }
        case GLHOOK_ENTRY_glTexStorage2D:
            recordFormat(target: a[0].u, internalFormat: a[2].u)
        case GLHOOK_ENTRY_glTexImage2D:
            if a[1].u == 0 { recordFormat(target: a[0].u, internalFormat: a[2].u) }
        case GLHOOK_ENTRY_glRenderbufferStorage:
            if refusesFloatColorBuffers, Self.isFloat(a[1].u) { return GLenum(GL_INVALID_ENUM) }
        case GLHOOK_ENTRY_glRenderbufferStorageMultisample:
            if refusesFloatColorBuffers, Self.isFloat(a[2].u) { return GLenum(GL_INVALID_ENUM) }
        case GLHOOK_ENTRY_glBindFramebuffer:
            if a[0].u == UInt64(GL_FRAMEBUFFER) || a[0].u == UInt64(GL_DRAW_FRAMEBUFFER) { drawFramebuffer = GLuint(a[1].u) }
        case GLHOOK_ENTRY_glFramebufferTexture2D:
            let target = a[0].u == UInt64(GL_READ_FRAMEBUFFER) ? nil : drawFramebuffer
            if let target, a[1].u == UInt64(GL_COLOR_ATTACHMENT0) {
                if floatTextures.contains(GLuint(a[3].u)) { floatAttachments.insert(target) } else { floatAttachments.remove(target) }
            }
        default:
            break
        }
        return nil
    }

    /// After a call ran: reports the restricted limits and framebuffer completeness.
    func adjust(_ call: UnsafeMutablePointer<glhook_call>) {
        switch call.pointee.entry {
        case GLHOOK_ENTRY_glGetIntegerv:
            guard let out = UnsafeMutableRawPointer(mutating: call.pointee.arguments[1].p) else { return }
            let limit: Int32
            switch Int32(truncatingIfNeeded: call.pointee.arguments[0].u) {
            case GL_MAX_TEXTURE_IMAGE_UNITS: limit = Int32(textureUnits)
            case GL_MAX_COMBINED_TEXTURE_IMAGE_UNITS: limit = Int32(textureUnits * 2)
            default: return
            }
            out.storeBytes(of: min(out.load(as: Int32.self), limit), as: Int32.self)
        case GLHOOK_ENTRY_glCheckFramebufferStatus:
            let target = call.pointee.arguments[0].u
            if refusesFloatColorBuffers, target != UInt64(GL_READ_FRAMEBUFFER), floatAttachments.contains(drawFramebuffer) {
                call.pointee.result.u = UInt64(GL_FRAMEBUFFER_INCOMPLETE_ATTACHMENT)
            }
        default:
            break
        }
    }

    private func wrapRefusal(pname: UInt64, value: UInt64) -> GLenum? {
        guard refusesBorderClamp else { return nil }
        if pname == UInt64(GL_TEXTURE_BORDER_COLOR) { return GLenum(GL_INVALID_ENUM) }
        switch Int32(truncatingIfNeeded: pname) {  // a switch: literals' arrays would allocate per call
        case GL_TEXTURE_WRAP_S, GL_TEXTURE_WRAP_T, GL_TEXTURE_WRAP_R:
            return value == UInt64(GL_CLAMP_TO_BORDER) ? GLenum(GL_INVALID_ENUM) : nil
        default:
            return nil
        }
    }

    private func recordFormat(target: UInt64, internalFormat: UInt64) {
        guard target == UInt64(GL_TEXTURE_2D), activeUnit < textures2D.count else { return }
        let name = textures2D[activeUnit]
        if Self.isFloat(internalFormat) { floatTextures.insert(name) } else { floatTextures.remove(name) }
    }

    private static func isFloat(_ format: UInt64) -> Bool {
        switch Int32(truncatingIfNeeded: format) {
        case GL_RGBA16F, GL_RGBA32F, GL_RGB16F, GL_RGB32F, GL_R16F, GL_R32F, GL_RG16F, GL_RG32F, GL_R11F_G11F_B10F: true
        default: false
        }
    }
}
