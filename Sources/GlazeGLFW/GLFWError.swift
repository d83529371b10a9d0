import CGLFW
import GlazeCore

/// An error from the GLFW helper: GLFW could not start, a window or context could not be made, or
/// a shared context was used after its owner closed it.
///
/// `code` is stable; `glfwCode` is GLFW's own error code (for example `GLFW_PLATFORM_ERROR`,
/// `0x10008`) or 0; `message` carries GLFW's description, e.g. "X11: The DISPLAY environment
/// variable is missing".
public struct GLFWError: Error, CustomStringConvertible, Sendable, Equatable {
    /// Stable error codes. Values never change meaning once shipped.
    public enum Code: Int, Sendable, CaseIterable {
        /// `glfwInit` failed (typically: no display; run under a desktop or `xvfb-run -a`).
        case initializationFailed = 1501
        /// `glfwCreateWindow` failed (no GL 3.3 core support, no display, ...).
        case windowCreationFailed = 1502
        /// `glfwMakeContextCurrent` failed.
        case makeCurrentFailed = 1503
        /// A ``SharedGLFWContext/Handle`` was used after its ``SharedGLFWContext`` was released.
        case contextClosed = 1504
    }

    public let code: Code
    /// GLFW's error code, or 0 when GLFW reported none.
    public let glfwCode: Int32
    public let message: String

    public init(_ code: Code, glfwCode: Int32 = 0, _ message: String) {
        self.code = code
        self.glfwCode = glfwCode
        self.message = message
    }

    public var description: String { "GLFW helper error \(code.rawValue) (\(code)): \(message)" }

    /// Takes GLFW's last error on this thread (and clears it): its code and description.
    static func lastGLFWError() -> (code: Int32, description: String)? {
        var text: UnsafePointer<CChar>?
        let code = glfwGetError(&text)
        guard code != GLFW_NO_ERROR else { return nil }
        let description = text.map { String(cString: $0) } ?? "no description"
        return (code, description)
    }

    /// An error for a failed GLFW call, with GLFW's last error (if any) appended.
    static func failed(_ code: Code, _ what: String, hint: String = "") -> GLFWError {
        let suffix = hint.isEmpty ? "" : " \(hint)"
        if let last = lastGLFWError() {
            let hex = String(last.code, radix: 16)
            return GLFWError(code, glfwCode: last.code, "\(what): \(last.description) (GLFW error 0x\(hex)).\(suffix)")
        }
        return GLFWError(code, "\(what) (GLFW reported no error).\(suffix)")
    }
}

extension GLFWError: GlazeError {
    /// "GLFW".
    public static var domain: String { "GLFW" }

    /// No GL context when GLFW cannot start or make a window or context current; context lost
    /// when a shared context is used after its owner closed it.
    public static func status(of code: Code) -> GlazeStatus {
        switch code {
        case .initializationFailed, .windowCreationFailed, .makeCurrentFailed: .noGLContext
        case .contextClosed: .contextLost
        }
    }
}
