/// The shape every public Glaze error has: a domain, a stable code, a message that names the
/// thing at fault, and the status the C API reports for it.
///
/// Each conformer's ``status(of:)`` is a `switch` over its own codes with no `default:`, so a
/// new code cannot ship without a C status; the C layer converts ``GlazeStatus`` to
/// `glaze_status` one to one.
public protocol GlazeError: Error, CustomStringConvertible, Sendable {
    /// The stable codes of this error type (an enum; values never change meaning once shipped).
    associatedtype Code: Hashable & Sendable & CaseIterable
    /// The part of Glaze the error comes from, e.g. "render", "filter", "effect file".
    static var domain: String { get }
    /// What went wrong, stable (tests, tools and the C API match on it).
    var code: Code { get }
    /// A sentence for people naming the thing at fault (`description` may add the code or a
    /// location in front of it).
    var message: String { get }
    /// The status the C API returns for an error with `code`: never `GlazeStatus.internal`.
    static func status(of code: Code) -> GlazeStatus
}

extension GlazeError {
    /// The status the C API returns for this error (``status(of:)`` of its ``code``).
    public var status: GlazeStatus { Self.status(of: code) }
}

extension GlazeError where Code: RawRepresentable<Int> {
    /// `DOMAIN error NUMBER (CODE): MESSAGE`, e.g. `GL error 1102 (framebufferIncomplete): …`;
    /// error types that name a file, a kernel or a filter put that in front of the message instead.
    public var description: String { "\(Self.domain) error \(code.rawValue) (\(code)): \(message)" }
}

/// The error statuses of the C API, value for value as `glaze_status` in glaze.h (never
/// renumbered; new ones are added at the end of both).
public enum GlazeStatus: Int32, Sendable, CaseIterable {
    /// `GLAZE_ERROR_NULL_ARGUMENT`: a required pointer argument was NULL.
    case nullArgument = 1
    /// `GLAZE_ERROR_INVALID_HANDLE`: a handle is not a live handle of the expected kind.
    case invalidHandle = 2
    /// `GLAZE_ERROR_INVALID_ARGUMENT`: an argument is invalid (a size, a rect, an enum value, NaN).
    case invalidArgument = 3
    /// `GLAZE_ERROR_UNKNOWN_NAME`: no filter, parameter, effect or transition of that name.
    case unknownName = 4
    /// `GLAZE_ERROR_WRONG_TYPE`: a parameter was given a value of the wrong type.
    case wrongType = 5
    /// `GLAZE_ERROR_OUT_OF_RANGE`: a number outside a parameter's range, or an unknown choice.
    case outOfRange = 6
    /// `GLAZE_ERROR_WRONG_THREAD`: a context was used from another thread than its own.
    case wrongThread = 7
    /// `GLAZE_ERROR_NO_GL_CONTEXT`: no (or not the adopted) GL context is current.
    case noGLContext = 8
    /// `GLAZE_ERROR_GL`: OpenGL failed (compile or link error, incomplete framebuffer, GL error).
    case gl = 9
    /// `GLAZE_ERROR_RENDER`: a render could not be done (missing texture, empty region, readback).
    case render = 10
    /// `GLAZE_ERROR_FILE`: a file does not exist, cannot be read, or is not valid in its format.
    case file = 11
    /// `GLAZE_ERROR_EFFECT_FILE`: an effect file (or an expression in one) is invalid.
    case effectFile = 12
    /// `GLAZE_ERROR_TIMEOUT`: a wait ran past its timeout.
    case timeout = 13
    /// `GLAZE_ERROR_BUFFER_TOO_SMALL`: a caller's buffer is smaller than the data.
    case bufferTooSmall = 14
    /// `GLAZE_ERROR_UNSUPPORTED`: not available in this build, for these arguments or this context.
    case unsupported = 15
    /// `GLAZE_ERROR_FILTER`: a filter could not be built (a required image is missing).
    case filter = 16
    /// `GLAZE_ERROR_UNSUPPORTED_GL`: the context is older than desktop OpenGL 3.3.
    case unsupportedGL = 17
    /// `GLAZE_ERROR_CONTEXT_LOST`: the render context is gone (destroyed or its GL context lost).
    case contextLost = 18
    /// `GLAZE_ERROR_INTERNAL`: a bug in Glaze; no Glaze error type reports it.
    case `internal` = 99
}
