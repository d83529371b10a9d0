/// An error from the GL backend: context creation, object creation, shader compilation, rendering.
///
/// `code` is stable (tests and the C API match on it); `message` is for people and names the thing
/// at fault.
public struct GLError: Error, CustomStringConvertible, Sendable, Equatable {
    /// Stable error codes. Values never change meaning once shipped.
    public enum Code: Int, Sendable {
        case contextCreationFailed = 1001
        case noCurrentContext = 1002
        case wrongThread = 1003
        case objectCreationFailed = 1101
        case framebufferIncomplete = 1102
        case unsupportedFormat = 1103
        case shaderCompileFailed = 1201
        case programLinkFailed = 1202
        case glError = 1301
        case fenceTimeout = 1302
        case textureMissing = 1303
    }

    public let code: Code
    public let message: String

    public init(_ code: Code, _ message: String) {
        self.code = code
        self.message = message
    }

    public var description: String { "GL error \(code.rawValue) (\(code)): \(message)" }
}
