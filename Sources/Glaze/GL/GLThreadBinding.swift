import CEpoxy
import Foundation

/// The thread and GL context an object belongs to, as plain values: the one check, used by
/// ``RenderContext`` and the C API's handles, that the caller is on that thread with that
/// context current. Makes no GL call.
@_spi(Hosting) public struct GLThreadBinding: Sendable {
    /// Why the calling thread may not use the bound object.
    public enum Mismatch: Sendable, Equatable {
        /// Called from another thread.
        case wrongThread
        /// No GL context is current on the calling thread.
        case noContext
        /// A different GL context is current.
        case otherContext
    }

    private let thread: pthread_t
    /// The bound GL context's identity (see ``currentContext``).
    public let glContext: UInt

    /// Binds to the calling thread and the GL context current on it (nil when none is current).
    public init?() {
        let current = Self.currentContext
        guard current != 0 else { return nil }
        thread = pthread_self()
        glContext = current
    }

    /// The identity of the GL context current on the calling thread (EGL, or GLX as GLFW uses by
    /// default); 0 when none is.
    public static var currentContext: UInt {
        CurrentGLContext.identity.map { UInt(bitPattern: $0) } ?? 0
    }

    /// nil when the caller is on the bound thread with the bound context current.
    public func mismatch() -> Mismatch? {
        guard pthread_equal(thread, pthread_self()) != 0 else { return .wrongThread }
        let current = Self.currentContext
        if current == glContext { return nil }
        return current == 0 ? .noContext : .otherContext
    }
}
