import CGlaze
import FoundationEssentials
import Glibc
import Glaze

/// An error raised by the C layer itself, with the status the C caller sees.
struct CAPIError: Error, Sendable {
    let status: glaze_status
    let message: String

    init(_ status: glaze_status, _ message: String) {
        self.status = status
        self.message = message
    }
}

/// The per-thread message behind `glaze_last_error_message()`: a `strdup`ed C string in a
/// pthread key (freed when it is replaced or the thread exits).
enum LastError {
    private static let key: pthread_key_t = {
        var key = pthread_key_t()
        pthread_key_create(&key) { free($0) }
        return key
    }()

    static func set(_ message: String) {
        let previous = pthread_getspecific(key)
        pthread_setspecific(key, strdup(message))
        free(previous)
    }

    static func clear() {
        guard let previous = pthread_getspecific(key) else { return }
        pthread_setspecific(key, nil)
        free(previous)
    }

    /// The current message, or a static "" (never NULL).
    static var message: UnsafePointer<CChar> {
        if let stored = pthread_getspecific(key) { return UnsafePointer(stored.assumingMemoryBound(to: CChar.self)) }
        return staticCString("")
    }
}

/// A pointer to a string literal's bytes: static storage, NUL-terminated.
func staticCString(_ string: StaticString) -> UnsafePointer<CChar> {
    UnsafeRawPointer(string.utf8Start).assumingMemoryBound(to: CChar.self)
}

/// Runs the body of a C entry point: maps every thrown error to a status and the thread's last
/// error message (prefixed with the function's name); clears the message on success.
@inline(__always)
func capi(_ function: StaticString = #function, _ body: () throws -> Void) -> glaze_status {
    do {
        try body()
        LastError.clear()
        return GLAZE_OK
    } catch {
        let (status, message) = describe(error)
        let name = "\(function)".prefix { $0 != "(" }
        LastError.set("\(name): \(message)")
        return status
    }
}

/// The status and message for any error Glaze can throw: a ``CAPIError``'s own, a
/// `GlazeError`'s ``GlazeStatus`` and description. Only an error that is neither (a bug, or a
/// foreign error let through) is GLAZE_ERROR_INTERNAL.
func describe(_ error: any Error) -> (glaze_status, String) {
    switch error {
    case let error as CAPIError: (error.status, error.message)
    case let error as any GlazeError: (glaze_status(error.status), error.description)
    default: (GLAZE_ERROR_INTERNAL, "\(error)")
    }
}

extension glaze_status {
    /// The C value of a library status (the same number; the switch makes a missing case a
    /// compile error).
    init(_ status: GlazeStatus) {
        self = switch status {
        case .nullArgument: GLAZE_ERROR_NULL_ARGUMENT
        case .invalidHandle: GLAZE_ERROR_INVALID_HANDLE
        case .invalidArgument: GLAZE_ERROR_INVALID_ARGUMENT
        case .unknownName: GLAZE_ERROR_UNKNOWN_NAME
        case .wrongType: GLAZE_ERROR_WRONG_TYPE
        case .outOfRange: GLAZE_ERROR_OUT_OF_RANGE
        case .wrongThread: GLAZE_ERROR_WRONG_THREAD
        case .noGLContext: GLAZE_ERROR_NO_GL_CONTEXT
        case .gl: GLAZE_ERROR_GL
        case .render: GLAZE_ERROR_RENDER
        case .file: GLAZE_ERROR_FILE
        case .effectFile: GLAZE_ERROR_EFFECT_FILE
        case .timeout: GLAZE_ERROR_TIMEOUT
        case .bufferTooSmall: GLAZE_ERROR_BUFFER_TOO_SMALL
        case .unsupported: GLAZE_ERROR_UNSUPPORTED
        case .filter: GLAZE_ERROR_FILTER
        case .unsupportedGL: GLAZE_ERROR_UNSUPPORTED_GL
        case .contextLost: GLAZE_ERROR_CONTEXT_LOST
        case .internal: GLAZE_ERROR_INTERNAL
        }
    }
}

/// Writes `value` through an out-parameter after checking it is not NULL.
@inline(__always)
func output<T>(_ pointer: UnsafeMutablePointer<T>?, _ name: String) throws -> UnsafeMutablePointer<T> {
    guard let pointer else { throw CAPIError(GLAZE_ERROR_NULL_ARGUMENT, "\(name) is NULL") }
    return pointer
}

/// A C string argument as a Swift string (NULL is an error naming `name`).
func string(_ pointer: UnsafePointer<CChar>?, _ name: String) throws -> String {
    guard let pointer else { throw CAPIError(GLAZE_ERROR_NULL_ARGUMENT, "\(name) is NULL") }
    return String(cString: pointer)
}

/// A Swift string returned through a `char **` out-parameter (freed with glaze_string_free).
func returnString(_ text: String, _ pointer: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?, _ name: String) throws {
    let out = try output(pointer, name)
    guard let copy = strdup(text) else { throw CAPIError(GLAZE_ERROR_INTERNAL, "out of memory copying \(text.utf8.count) bytes") }
    out.pointee = copy
}

/// `word` with its indefinite article: "an image", "a vector".
func withArticle(_ word: String) -> String {
    guard let first = word.lowercased().first else { return word }
    return ("aeiou".contains(first) ? "an " : "a ") + word
}
