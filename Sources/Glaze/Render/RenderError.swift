/// A failure while rendering: a missing borrowed texture, an incomplete framebuffer, a wrong
/// thread, a bad destination.
public struct RenderError: Error, CustomStringConvertible, Sendable, Equatable {
    public enum Code: Int, Sendable {
        case textureMissing = 4001
        case wrongThread = 4002
        case invalidDestination = 4003
        case emptyRegion = 4004
        case framebufferUnsupported = 4005
        case readbackFailed = 4006
        case contextReleased = 4007
    }

    public let code: Code
    public let message: String

    public init(_ code: Code, _ message: String) {
        self.code = code
        self.message = message
    }

    public var description: String { "render error \(code.rawValue) (\(code)): \(message)" }
}
