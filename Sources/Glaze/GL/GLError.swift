import GlazeCore

/// An error from the GL backend: context creation, object creation, shader compilation, rendering.
///
/// `code` is stable (tests and the C API match on it); `message` is for people and names the thing
/// at fault.
public struct GLError: GlazeError, Equatable {
    /// Stable error codes. Values never change meaning once shipped (1201 and 1202, compile and
    /// link failures, are `ShaderError`'s).
    public enum Code: Int, Sendable, CaseIterable {
        /// EGL or the host could not give a usable GL context (or one older than 3.3).
        case contextCreationFailed = 1001
        /// No GL context is current on the calling thread.
        case noCurrentContext = 1002
        /// A GL object was used from a thread other than its context's.
        case wrongThread = 1003
        /// The current context is not desktop OpenGL 3.3 or later (the message names its version).
        case unsupportedVersion = 1004
        /// GL could not create a texture, framebuffer, buffer or other object.
        case objectCreationFailed = 1101
        /// A framebuffer is not complete (the message has the status).
        case framebufferIncomplete = 1102
        /// The texture format is not supported for this use.
        case unsupportedFormat = 1103
        /// GL reported an error (the message names it and the operation).
        case glError = 1301
        /// A fence did not signal within the timeout.
        case fenceTimeout = 1302
        /// A texture Glaze was to use no longer exists.
        case textureMissing = 1303
    }

    /// What went wrong, stable.
    public let code: Code
    /// A sentence for people naming the thing at fault.
    public let message: String

    /// Makes an error.
    public init(_ code: Code, _ message: String) {
        self.code = code
        self.message = message
    }
}

extension GLError {
    /// "GL".
    public static var domain: String { "GL" }

    /// The C status: no GL context, unsupported GL, wrong thread, timeout, render (a missing
    /// texture) or GL.
    public static func status(of code: Code) -> GlazeStatus {
        switch code {
        case .contextCreationFailed, .noCurrentContext: .noGLContext
        case .unsupportedVersion: .unsupportedGL
        case .wrongThread: .wrongThread
        case .fenceTimeout: .timeout
        case .textureMissing: .render
        case .objectCreationFailed, .framebufferIncomplete, .unsupportedFormat, .glError: .gl
        }
    }
}
