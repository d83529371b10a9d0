import GlazeCore
import CEpoxy
import Logging

/// GL error checks, object labels (KHR_debug) and the debug-output callback.
enum GLDebug {
    /// Reads and clears every pending GL error; throws them with `what` as context, and the
    /// first `hint` given for one of them.
    static func check(_ what: @autoclosure () -> String, hint: (GLenum) -> String? = { _ in nil }) throws {
        var codes: [GLenum] = []
        while true {
            let code = glGetError()
            if code == GLenum(GL_NO_ERROR) || codes.count > 8 { break }
            codes.append(code)
        }
        guard !codes.isEmpty else { return }
        if codes.contains(GLenum(GL_CONTEXT_LOST)) {
            throw RenderError(.contextLost, "the GL context was lost (GL_CONTEXT_LOST) while \(what()); make a new GL context and a new render context")
        }
        let names = codes.map(errorName).joined(separator: ", ")
        throw GLError(.glError, "\(names) while \(what())" + (codes.lazy.compactMap(hint).first.map { "; " + $0 } ?? ""))
    }

    /// Reads and clears pending GL errors without throwing (at the start of a Glaze call, so that
    /// a host's stale error is not blamed on Glaze). Returns them (empty: none, no allocation).
    static func takePendingErrors() -> [GLenum] {
        var codes: [GLenum] = []
        while codes.count < 16 {
            let code = glGetError()
            if code == GLenum(GL_NO_ERROR) { break }
            codes.append(code)
        }
        return codes
    }

    /// The error for a `glGen*`/`glCreate*` call (`call`) that made no object: a driver out of
    /// memory. Takes the pending GL errors (so they are not left for the host) and names them.
    static func creationFailure(_ call: String, making what: String) -> GLError {
        let pending = takePendingErrors()
        let errors = pending.isEmpty ? "no GL error" : pending.map(errorName).joined(separator: ", ")
        return GLError(.objectCreationFailed, "\(call) made no object for \(what) (\(errors); out of GPU memory, or no context current)")
    }

    /// A `glCheckFramebufferStatus` result by name, with its number: "GL_FRAMEBUFFER_UNSUPPORTED (0x8cdd)".
    static func framebufferStatusName(_ status: GLenum) -> String {
        let name = switch Int32(status) {
        case GL_FRAMEBUFFER_INCOMPLETE_ATTACHMENT: "GL_FRAMEBUFFER_INCOMPLETE_ATTACHMENT"
        case GL_FRAMEBUFFER_INCOMPLETE_MISSING_ATTACHMENT: "GL_FRAMEBUFFER_INCOMPLETE_MISSING_ATTACHMENT"
        case GL_FRAMEBUFFER_UNSUPPORTED: "GL_FRAMEBUFFER_UNSUPPORTED"
        case GL_FRAMEBUFFER_INCOMPLETE_MULTISAMPLE: "GL_FRAMEBUFFER_INCOMPLETE_MULTISAMPLE"
        case GL_FRAMEBUFFER_UNDEFINED: "GL_FRAMEBUFFER_UNDEFINED"
        case 0: "0, an error"
        default: "status"
        }
        return "\(name) (0x\(String(status, radix: 16)))"
    }

    static func errorName(_ code: GLenum) -> String {
        switch Int32(code) {
        case GL_INVALID_ENUM: "GL_INVALID_ENUM"
        case GL_INVALID_VALUE: "GL_INVALID_VALUE"
        case GL_INVALID_OPERATION: "GL_INVALID_OPERATION"
        case GL_INVALID_FRAMEBUFFER_OPERATION: "GL_INVALID_FRAMEBUFFER_OPERATION"
        case GL_OUT_OF_MEMORY: "GL_OUT_OF_MEMORY"
        case GL_CONTEXT_LOST: "GL_CONTEXT_LOST"
        default: "GL error 0x" + String(code, radix: 16)
        }
    }

    /// Whether the current context offers KHR_debug (core in 4.3, an extension on 3.3).
    static var hasKHRDebug: Bool {
        epoxy_gl_version() >= 43 || glhook_has_extension("GL_KHR_debug") != 0
    }

    /// Labels an object for debuggers (RenderDoc, apitrace) when the context takes labels:
    /// `reaper`'s ``GLReaper/labelLimit``, asked of the driver once per render context, not per
    /// object (each ask is a synchronous query). Longer labels (a long fused pass easily gets
    /// there) would raise `GL_INVALID_VALUE`, so they are shortened to fit.
    static func label(_ identifier: GLenum, _ name: GLuint, _ label: String?, reaper: GLReaper) {
        guard var label else { return }
        let limit = reaper.labelLimit
        guard limit > 0 else { return }
        while label.utf8.count > limit { label.removeLast() }
        glObjectLabel(identifier, name, GLsizei(label.utf8.count), label)
    }

    /// Routes the driver's debug messages to `logger` (debug builds call this at context setup).
    /// The logger box lives as long as the process: contexts come and go, loggers are tiny.
    static func installDebugCallback(logger: Logger) {
        guard hasKHRDebug else { return }
        let box = Unmanaged.passRetained(LoggerBox(logger)).toOpaque()
        glEnable(GLenum(GL_DEBUG_OUTPUT))
        glDebugMessageCallback({ source, type, id, severity, length, message, user in
            guard let message, let user else { return }
            let text = String(cString: message)
            let logger = Unmanaged<LoggerBox>.fromOpaque(user).takeUnretainedValue().logger
            switch Int32(severity) {
            case GL_DEBUG_SEVERITY_HIGH: logger.error("GL: \(text)", metadata: ["id": "\(id)"])
            case GL_DEBUG_SEVERITY_MEDIUM: logger.warning("GL: \(text)", metadata: ["id": "\(id)"])
            default: logger.debug("GL: \(text)", metadata: ["id": "\(id)"])
            }
        }, box)
    }

    private final class LoggerBox {
        let logger: Logger
        init(_ logger: Logger) { self.logger = logger }
    }
}
